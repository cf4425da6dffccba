// An admin loads one area from another published release, or from a manifest URL the operator allows, in this
// browser only (docs/architecture.md#trying-a-release-in-one-browser). The server checks both again (admin,
// published, allowed); the page then reloads, since an area's code is chosen when the page starts.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { selectSession, useAppSelector } from '@switchboard/shared/store';
import { formatList, useTranslation } from '@switchboard/shared/i18n';
import { Button, ErrorMessage, SelectField, Skeleton, TextField } from '@switchboard/shared/ui';
import {
  fetchOverrideChoices,
  reloadPage,
  setOverride,
  type OverrideChoice,
  type OverrideChoices,
} from './overrides-api';
import { PORTAL_NAMESPACE, areaTitle } from '../i18n/resources';
import styles from './about.module.css';

const FROM_URL = '__url__';

export function OverrideForm({ remotes }: { remotes: string[] }) {
  const token = useAppSelector(selectSession).token;
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const headingId = useId();
  const [choices, setChoices] = useState<OverrideChoices | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [area, setArea] = useState('');
  const [release, setRelease] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchOverrideChoices(token).then(
      (answer) => live && setChoices(answer),
      // the reason follows the sentence as the server gave it
      (failure: Error) => live && setLoadError(`${t('override.loadFailed')} ${failure.message}`),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (loadError) return <ErrorMessage className={styles.form} message={loadError} />;
  if (!choices) return <Skeleton lines={2} label={t('override.loading')} />;

  const urlsAllowed = choices.allowedUrls.length > 0;
  // Areas that can be loaded from something else: a release besides the one in use, or an allowed URL.
  const areas = remotes.filter(
    (id) =>
      urlsAllowed ||
      (choices.areas[id]?.releases ?? []).some(({ release }) => release !== choices.areas[id]?.inUse),
  );
  if (areas.length === 0)
    return (
      <section className={styles.form} aria-labelledby={headingId}>
        <h3 id={headingId}>{t('override.heading')}</h3>
        <p>{t('override.nothing')}</p>
      </section>
    );
  const chosen = area || areas[0];
  const entry = choices.areas[chosen];
  const releaseOptions = [
    ...(entry?.releases ?? []).map(({ release: id }) => ({
      value: id,
      label: id === entry?.inUse ? t('override.inUse', { release: id }) : id,
    })),
    ...(urlsAllowed ? [{ value: FROM_URL, label: t('override.fromUrl') }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token || !release) return;
    const choice: OverrideChoice = release === FROM_URL ? { url: url.trim() } : { release };
    setBusy(true);
    setError(null);
    try {
      await setOverride(token, chosen, choice);
      reloadPage();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h3 id={headingId}>{t('override.heading')}</h3>
      <p>{t('override.intro')}</p>
      <SelectField
        label={t('override.area')}
        value={chosen}
        onChange={(event) => {
          setArea(event.target.value);
          setRelease('');
        }}
        options={areas.map((id) => ({ value: id, label: areaTitle(id) }))}
      />
      <SelectField
        label={t('override.release')}
        value={release}
        required
        placeholder={t('override.chooseRelease')}
        onChange={(event) => setRelease(event.target.value)}
        options={releaseOptions}
      />
      {release === FROM_URL ? (
        <TextField
          label={t('override.url')}
          type="url"
          required
          value={url}
          hint={t('override.urlHint', { prefixes: formatList(choices.allowedUrls, 'disjunction') })}
          onChange={(event) => setUrl(event.target.value)}
        />
      ) : null}
      <ErrorMessage message={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={!release || (release === FROM_URL && !url.trim())}>
          {t('override.submit')}
        </Button>
      </div>
    </form>
  );
}
