// The routes of an outbound call routing table, ordered by drag and drop (@dnd-kit: pointer and keyboard sensors,
// screen-reader instructions and announcements): the first matching route wins, so a route's priority is its
// position. Each route is a regex or digit prefix, a description and a carrier; the system default route is shown
// last and follows the default carrier. Removing a saved route deletes it on the server after a confirmation.
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { toast } from '@switchboard/shared/bus';
import type { VoipCarrier } from '@switchboard/shared/types';
import {
  Button,
  ConfirmDelete,
  Fieldset,
  IconButton,
  IconPlus,
  IconTrash,
  SelectField,
  TextField,
  VisuallyHidden,
  cx,
} from '@switchboard/shared/ui';
import {
  LCR_DEFAULT_ROUTE,
  ROUTING_TESTER_MESSAGES,
  TELEPHONY_MESSAGES as T,
  type LcrForm,
} from '@switchboard/shared/validation';
import styles from '../../lib/telephony.module.css';
import { NEW_ROUTE } from './lcr.rules';

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a route, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter again to drop it. Escape puts it back.',
};

interface RouteFieldsProps {
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
  const position = index + 1;
  return (
    <>
      <span className={styles.routePosition} aria-hidden="true">
        {position}.
      </span>
      <TextField
        label={`Route ${position} regex or digit prefix`}
        hideLabel
        placeholder="Digit prefix or regex"
        required
        autoComplete="off"
        error={regexError}
        {...register(`routes.${index}.regex`)}
      />
      <TextField
        label={`Route ${position} description`}
        hideLabel
        placeholder="Description"
        autoComplete="off"
        {...register(`routes.${index}.description`)}
      />
      <SelectField
        label={`Route ${position} carrier`}
        hideLabel
        required
        placeholder="Choose a carrier"
        options={carriers}
        error={carrierError}
        {...register(`routes.${index}.voip_carrier_sid`)}
      />
      {readOnly ? (
        <span />
      ) : (
        <IconButton label={`Remove route ${position}`} icon={<IconTrash />} onClick={() => onRemove(index)} />
      )}
    </>
  );
});

interface RouteRowProps extends RouteFieldsProps {
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
const RouteRow = memo(function RouteRow({ id, matched, ...fields }: RouteRowProps) {
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
        aria-label={`Move route ${fields.index + 1}`}
        disabled={fields.readOnly}
        {...view?.attributes}
        {...view?.listeners}
      >
        ⠿
      </button>
      {matched ? <VisuallyHidden>{ROUTING_TESTER_MESSAGES.matchesHere}</VisuallyHidden> : null}
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

export interface RoutesEditorProps {
  carriers: ReadonlyArray<VoipCarrier>;
  readOnly: boolean;
  /** the route the routing tester's number matches: its index, 'default' for the default route, or none */
  matched?: number | 'default' | null;
  /** Deletes a saved route on the server. */
  deleteRoute: (routeSid: string) => Promise<unknown>;
}

export function RoutesEditor({ carriers, readOnly, deleteRoute, matched = null }: RoutesEditorProps) {
  const { control, getValues, reset, formState, register } = useFormContext<LcrForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'routes', keyName: 'key' });
  // read once here and handed to each row as text: the rows' fields re-render only when their own error changes
  const { errors } = useFormState({ control, name: 'routes' });
  const defaultCarrier = useWatch({ control, name: 'default_carrier_sid' });
  const [removing, setRemoving] = useState<{ index: number; sid: string; regex: string } | null>(null);
  const options = useMemo(
    () => carriers.map((c) => ({ value: c.voip_carrier_sid, label: c.name })),
    [carriers],
  );
  const ids = useMemo(() => fields.map((f) => f.key), [fields]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // What the screen reader hears: the route by its position and pattern when picked up, where it goes, where it
  // lands. The route is described as it was when picked up (the list changes under the drag); a message is said
  // only when the place it is over changes, so "picked up" is not replaced at once by "over its own place".
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const picked = useRef({ name: '', over: '' as UniqueIdentifier });
  const positionOf = (id: UniqueIdentifier) => idsRef.current.indexOf(String(id)) + 1;
  const count = () => idsRef.current.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const index = idsRef.current.indexOf(String(active.id));
      const regex = getValues(`routes.${index}.regex`);
      picked.current = { name: `route ${index + 1}${regex ? ` (${regex})` : ''}`, over: active.id };
      return `Picked up ${picked.current.name}, at position ${index + 1} of ${count()}.`;
    },
    onDragOver: ({ over }) => {
      if (!over || over.id === picked.current.over) return undefined;
      picked.current.over = over.id;
      return `${picked.current.name} is over position ${positionOf(over.id)} of ${count()}.`;
    },
    onDragEnd: ({ over }) =>
      over
        ? `${picked.current.name} was dropped at position ${positionOf(over.id)} of ${count()}.`
        : `${picked.current.name} was dropped.`,
    onDragCancel: () => `Moving ${picked.current.name} was cancelled: it is back at its place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const onRemove = useCallback(
    (index: number) => {
      const route = getValues(`routes.${index}`);
      if (route.lcr_route_sid) setRemoving({ index, sid: route.lcr_route_sid, regex: route.regex });
      else remove(index);
    },
    [getValues, remove],
  );

  const defaultCarrierName = carriers.find((c) => c.voip_carrier_sid === defaultCarrier)?.name;
  return (
    <Fieldset
      legend="Routes"
      description="Routes are tried in order and the first match wins: drag a route by its handle (or use the keyboard) to change its place."
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.routes} aria-label="Routes in priority order">
            {fields.map((field, index) => (
              <RouteRow
                key={field.key}
                id={field.key}
                index={index}
                carriers={options}
                readOnly={readOnly}
                matched={matched === index}
                onRemove={onRemove}
                register={register}
                regexError={errors.routes?.[index]?.regex?.message}
                carrierError={errors.routes?.[index]?.voip_carrier_sid?.message}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {fields.length === 0 ? (
        <p className={styles.muted}>No routes yet: every call uses the default carrier.</p>
      ) : null}
      {!readOnly ? (
        <div>
          <Button variant="secondary" size="sm" icon={<IconPlus />} onClick={() => append({ ...NEW_ROUTE })}>
            Add route
          </Button>
        </div>
      ) : null}
      <p
        className={cx(styles.muted, matched === 'default' && styles.routeMatched)}
        data-default-route
        data-matched={matched === 'default' || undefined}
      >
        Last: <span className={styles.mono}>{LCR_DEFAULT_ROUTE.regex}</span> — {LCR_DEFAULT_ROUTE.description}
        {defaultCarrierName ? `, to ${defaultCarrierName}` : ''}.
        {matched === 'default' ? (
          <VisuallyHidden> {ROUTING_TESTER_MESSAGES.matchesHere}</VisuallyHidden>
        ) : null}
      </p>
      <ConfirmDelete
        open={removing !== null}
        what="route"
        name={removing?.regex ?? ''}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await deleteRoute(removing.sid);
          toast('success', T.lcrRuleDeleted);
          const defaults = formState.defaultValues as LcrForm;
          remove(removing.index);
          // the server no longer has it: the saved state is the same without it (other edits stay unsaved)
          reset(
            { ...defaults, routes: (defaults.routes ?? []).filter((r) => r.lcr_route_sid !== removing.sid) },
            { keepDirtyValues: true },
          );
          setRemoving(null);
        }}
      />
    </Fieldset>
  );
}
