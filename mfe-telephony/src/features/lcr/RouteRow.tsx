// One route's row of the route editor: its drag handle and fields. Its sortable item (@dnd-kit's useSortable) is
// mounted only while the row is near the screen, so a table of hundreds of routes drags and drops quickly.
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@switchboard/shared/i18n';
import { IconButton, IconTrash, SelectField, TextField, VisuallyHidden, cx } from '@switchboard/shared/ui';
import type { LcrForm } from '@switchboard/shared/validation';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/telephony.module.css';

export interface RouteFieldsProps {
  index: number;
  /** The form's (stable) register, as a prop: a form context read would re-render every row with the form. */
  register: UseFormRegister<LcrForm>;
  carriers: ReadonlyArray<{ value: string; label: string }>;
  readOnly: boolean;
  onRemove: (index: number) => void;
  regexError?: string;
  carrierError?: string;
}

/**
 * A route's fields: pattern, description, carrier, remove. Memoised on plain props, so a row re-rendered for its
 * drag state (picked up, making room) does not render its fields again.
 */
const RouteFields = memo(function RouteFields({
  index,
  carriers,
  readOnly,
  onRemove,
  regexError,
  carrierError,
  register,
}: RouteFieldsProps) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const position = index + 1;
  return (
    <>
      <span className={styles.routePosition} aria-hidden="true">
        {position}.
      </span>
      <TextField
        label={t('routes.regex', { n: position })}
        hideLabel
        placeholder={t('routes.regexPlaceholder')}
        required
        autoComplete="off"
        error={regexError}
        {...register(`routes.${index}.regex`)}
      />
      <TextField
        label={t('routes.routeDescription', { n: position })}
        hideLabel
        placeholder={t('routes.descriptionPlaceholder')}
        autoComplete="off"
        {...register(`routes.${index}.description`)}
      />
      <SelectField
        label={t('routes.carrier', { n: position })}
        hideLabel
        required
        placeholder={t('routes.chooseCarrier')}
        options={carriers}
        error={carrierError}
        {...register(`routes.${index}.voip_carrier_sid`)}
      />
      {readOnly ? (
        <span />
      ) : (
        <IconButton
          label={t('routes.remove', { n: position })}
          icon={<IconTrash />}
          onClick={() => onRemove(index)}
        />
      )}
    </>
  );
});

export interface RouteRowProps extends RouteFieldsProps {
  id: string;
  /** the number tested matches this route (the routing tester) */
  matched: boolean;
}

/** What a route's row shows of its drag state, and its handle's drag attributes and listeners. */
interface DragView {
  attributes: ReturnType<typeof useSortable>['attributes'];
  listeners: ReturnType<typeof useSortable>['listeners'];
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

const sameView = (a: DragView | null, b: DragView) =>
  a !== null &&
  a.attributes === b.attributes &&
  a.listeners === b.listeners &&
  a.transform === b.transform &&
  a.transition === b.transition &&
  a.isDragging === b.isDragging;

/**
 * A row's sortable item (useSortable), mounted only while the row is near the screen. useSortable re-renders on
 * every change of the drag state (pick-up, each move, drop), whatever memo does: with 200 routes that alone made a
 * drop slow. This renders nothing, binds the row's element and handle, and hands its row what it shows only when
 * that changed, so the row and its fields re-render only when their own drag state does.
 */
function SortableRoute({
  id,
  disabled,
  row,
  handle,
  onView,
}: {
  id: string;
  disabled: boolean;
  row: RefObject<HTMLLIElement | null>;
  handle: RefObject<HTMLButtonElement | null>;
  onView: (view: DragView | null) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  useLayoutEffect(() => {
    setNodeRef(row.current);
    setActivatorNodeRef(handle.current);
  }, [setNodeRef, setActivatorNodeRef, row, handle]);
  // only the rows that make room move: a zero translation on every row (what the sorting strategy gives the
  // others) would give each its own layer while sorting and lay out all of them again at the drop
  const translate = transform && (transform.x || transform.y) ? CSS.Translate.toString(transform) : undefined;
  const shown = useRef<DragView | null>(null);
  useLayoutEffect(() => {
    const view = { attributes, listeners, transform: translate, transition, isDragging };
    if (sameView(shown.current, view)) return;
    shown.current = view;
    onView(view);
  });
  useLayoutEffect(() => () => onView(null), [onView]);
  return null;
}

/**
 * One route's row: its drag handle and fields. Its sortable item is mounted while the row is near the screen (or
 * holds the focus, or is being dragged): far rows cannot be reached by a pointer or a key before they come near,
 * and a drag scrolls them near. The row's elements stay the same either way, so focus and typing are kept.
 */
export const RouteRow = memo(function RouteRow({ id, matched, ...fields }: RouteRowProps) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const row = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const [view, setView] = useState<DragView | null>(null);
  const [focused, setFocused] = useState(false);
  const near = useNearScreen(row);
  const sortable = near || focused || Boolean(view?.isDragging);
  return (
    <li
      ref={row}
      className={cx(styles.route, view?.isDragging && styles.routeDragging, matched && styles.routeMatched)}
      style={{ transform: view?.transform, transition: view?.transition }}
      data-route-position={fields.index + 1}
      data-matched={matched || undefined}
      // Focus is a discrete event: React renders its update before the event's task ends, so the handle is a
      // sortable with its instructions before a screen reader reads it or the next key comes. Not flushSync: the
      // focus also lands inside React's commit (Add route: react-hook-form focuses the new route's field from an
      // effect), where flushSync cannot flush and React says so on the console.
      onFocus={() => {
        if (!focused) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {sortable ? (
        <SortableRoute id={id} disabled={fields.readOnly} row={row} handle={handle} onView={setView} />
      ) : null}
      <button
        type="button"
        ref={handle}
        className={styles.dragHandle}
        aria-label={t('routes.move', { n: fields.index + 1 })}
        disabled={fields.readOnly}
        {...view?.attributes}
        {...view?.listeners}
      >
        ⠿
      </button>
      {matched ? <VisuallyHidden>{t('tester.matchesHere')}</VisuallyHidden> : null}
      <RouteFields {...fields} />
    </li>
  );
});

/**
 * Whether an element is within a screen's height of the visible part of the page (one observer for all rows).
 * Without IntersectionObserver (jsdom) every row counts as near.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    return observeNearScreen(element, setNear);
  }, [ref]);
  return near;
}

let nearObserver: IntersectionObserver | null = null;
const nearCallbacks = new Map<Element, (near: boolean) => void>();
function observeNearScreen(element: Element, callback: (near: boolean) => void) {
  nearObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) nearCallbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  nearCallbacks.set(element, callback);
  nearObserver.observe(element);
  return () => {
    nearCallbacks.delete(element);
    nearObserver?.unobserve(element);
  };
}
