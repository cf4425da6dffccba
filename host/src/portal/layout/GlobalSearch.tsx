// The shell's search box (docs/product/shell.md#global-search): one box for a call sid, a SIP Call-ID, a number or a
// name, answering the matches grouped by kind — the kinds the remotes declare search providers for (search.ts).
// A combobox (WAI-ARIA 1.2 pattern): arrow keys move through the options, Enter opens one (the first when none is
// active), Escape closes the list and then clears the box; Ctrl+K / ⌘K focuses it from anywhere (Layout).
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { api, useApiCapabilities } from '@switchboard/shared/api';
import { selectServiceProviderSid, selectUser, useAppSelector } from '@switchboard/shared/store';
import type { SearchResponse, ServiceProvider } from '@switchboard/shared/types';
import { formatList, translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { SHELL_NAMESPACE } from '../../i18n/resources';
import { useRegistrySnapshot } from '../remotes/context';
import { listPathOf, searchInLists, useSearchListsQuery } from './list-search';
import { groupSearchResults, visibleSearchProviders, type SearchProviderEntry } from './search';
import styles from './layout.module.css';

const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    globalSearch: build.query<SearchResponse, { q: string; kinds: string; service_provider_sid?: string }>({
      query: (params) => ({ url: '/Search', params }),
      keepUnusedDataFor: 30,
    }),
  }),
});

/** How long typing pauses before the box asks the API. */
const DEBOUNCE_MS = 150;
/** Shorter text is not searched (a single character matches nearly everything). */
const MIN_CHARS = 2;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const SearchBox = forwardRef<
  HTMLInputElement,
  { serviceProvider: ServiceProvider | null; onNavigate?: () => void }
>(function GlobalSearch({ serviceProvider, onNavigate }, inputRef) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const user = useAppSelector(selectUser);
  const serviceProviderSid = useAppSelector(selectServiceProviderSid);
  const { t } = useTranslation(SHELL_NAMESPACE);
  const registry = useRegistrySnapshot();
  const capabilities = useApiCapabilities();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const providers = useMemo(
    () => (user ? visibleSearchProviders(registry.declarations(), { user, config, serviceProvider }) : []),
    [registry, user, config, serviceProvider],
  );
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const searchable = capabilities.has('search');
  // An API without search (jambonz): the kinds that name a list are searched in those lists, here.
  const viaLists = capabilities.known && !searchable;
  const ownerSp = serviceProviderSid ?? user?.service_provider_sid ?? null;
  const ownerAccount = user?.account_sid ?? null;
  const isAccountUser = user?.scope === 'account';
  const owners = useMemo(
    () => ({ serviceProviderSid: ownerSp, accountSid: ownerAccount, isAccountUser }),
    [ownerSp, ownerAccount, isAccountUser],
  );
  // Each provider's list path, worked out once: the providers that have one and the lists to fetch.
  const { listed, listPaths } = useMemo((): { listed: SearchProviderEntry[]; listPaths: string[] } => {
    if (!viaLists) return { listed: [], listPaths: [] };
    const withPaths = providers.flatMap((provider) => {
      const path = listPathOf(provider, owners);
      return path === null ? [] : [{ provider, path }];
    });
    return {
      listed: withPaths.map(({ provider }) => provider),
      listPaths: [...new Set(withPaths.map(({ path }) => path))],
    };
  }, [viaLists, providers, owners]);
  const unlisted = viaLists ? providers.filter((provider) => !listed.includes(provider)) : [];
  const lists = useSearchListsQuery(listPaths, { skip: q.length < MIN_CHARS || listPaths.length === 0 });
  const asking = q.length >= MIN_CHARS && providers.length > 0 && searchable;
  const apiResult = searchApi.useGlobalSearchQuery(
    {
      q,
      kinds: providers.map((provider) => provider.kind).join(','),
      // an admin searches the service provider they are looking at; the API narrows the others by their scope
      ...(user?.scope === 'admin' && serviceProviderSid ? { service_provider_sid: serviceProviderSid } : {}),
    },
    { skip: !asking },
  );
  const result = viaLists ? lists : apiResult;
  const fromLists = useMemo(
    () => (lists.data && q.length >= MIN_CHARS ? searchInLists(q, listed, owners, lists.data) : undefined),
    [lists.data, q, listed, owners],
  );
  const current = viaLists
    ? fromLists
    : asking && apiResult.data && apiResult.originalArgs?.q === q
      ? apiResult.data
      : undefined;
  const groups = useMemo(() => (current ? groupSearchResults(providers, current) : []), [providers, current]);
  const options = groups.flatMap((group) => group.options);
  useEffect(() => setActive(-1), [current]);

  // Enter pressed before the matches of what is typed arrived (typing pauses, the lists load): the first of them
  // opens when they do, never one of the matches still shown for the text before.
  const [openFirst, setOpenFirst] = useState(false);
  const fresh = current !== undefined && text.trim() === q && !result.isFetching;
  const firstTo = fresh ? options[0]?.to : undefined;
  const go = useCallback(
    (to: string) => {
      setOpen(false);
      setText('');
      onNavigate?.();
      navigate(to);
    },
    [navigate, onNavigate],
  );
  useEffect(() => {
    if (!openFirst || !fresh) return;
    setOpenFirst(false);
    if (firstTo) go(firstTo);
  }, [openFirst, fresh, firstTo, go]);

  if (!user || providers.length === 0) return null;

  const typed = text.trim().length >= MIN_CHARS;
  let status: string | null = null;
  // what this API cannot search, said beside what it can
  const note = unlisted.length
    ? t('search.unsupported', { areas: formatList(unlisted.map((p) => translateKnown(p.label))) })
    : null;
  if (viaLists && listed.length === 0) status = null;
  else if (!typed) status = null;
  else if (result.isError && !result.isFetching) status = t('search.failed');
  else if (!current || text.trim() !== q || result.isFetching) status = t('search.searching');
  else if (options.length === 0) status = t('search.noMatches', { query: q });
  const expanded = open && (status !== null || note !== null || options.length > 0);
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const option = options[index];
    if (option) go(option.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (options.length) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        if (text.trim().length >= MIN_CHARS && !fresh) {
          event.preventDefault();
          setOpenFirst(true);
        } else if (expanded && options.length) {
          event.preventDefault();
          choose(active >= 0 ? active : 0);
        }
        break;
      case 'Escape':
        if (expanded) setOpen(false);
        else setText('');
        setActive(-1);
        break;
      default:
    }
  };

  let index = -1;
  return (
    <div className={styles.search} role="search">
      <label htmlFor={`${id}-input`} className={styles.searchLabel}>
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.searchInput}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('search.placeholder')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpenFirst(false);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={expanded ? styles.searchPopup : styles.searchPopupHidden}>
        {note ? <p className={styles.searchStatus}>{note}</p> : null}
        {status ? (
          <p className={styles.searchStatus} role="status">
            {status}
          </p>
        ) : null}
        <div id={listId} role="listbox" aria-label={t('search.label')} className={styles.searchList}>
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
              <div id={`${id}-group-${group.kind}`} role="presentation" className={styles.searchGroup}>
                {translateKnown(group.label)}
              </div>
              {group.options.map((option) => {
                index += 1;
                const at = index;
                return (
                  // The keys are the box's (aria-activedescendant): an option never takes the focus itself.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={option.key}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className={
                      at === active
                        ? `${styles.searchOption} ${styles.searchOptionActive}`
                        : styles.searchOption
                    }
                    // keeps the focus in the box (a blur would close the list before the click lands)
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => void registry.ensure(option.remote)}
                    onClick={() => choose(at)}
                  >
                    <span className={styles.searchOptionLabel}>{option.label}</span>
                    {option.detail ? (
                      <span className={styles.searchOptionDetail}>{option.detail}</span>
                    ) : null}
                  </div>
                );
              })}
              {group.more ? <div className={styles.searchMore}>{t('search.more')}</div> : null}
            </div>
          ))}
        </div>
        {current && options.length ? (
          <p className={styles.searchCount} role="status">
            {t('search.results', { count: options.length })}
          </p>
        ) : null}
      </div>
    </div>
  );
});

/** Re-rendered only when its props change (the layout re-renders on every navigation). */
export const GlobalSearch = memo(SearchBox);
