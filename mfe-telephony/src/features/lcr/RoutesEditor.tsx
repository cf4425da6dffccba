// The routes of an outbound call routing table, ordered by drag and drop (@dnd-kit: pointer and keyboard sensors,
// screen-reader instructions and announcements): the first matching route wins, so a route's priority is its
// position. Each route is a regex or digit prefix, a description and a carrier; the system default route is shown
// last and follows the default carrier. Removing a saved route deletes it on the server after a confirmation.
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { toast } from '@switchboard/shared/bus';
import { useTranslation } from '@switchboard/shared/i18n';
import type { VoipCarrier } from '@switchboard/shared/types';
import { Button, ConfirmDelete, Fieldset, IconPlus, VisuallyHidden, cx } from '@switchboard/shared/ui';
import { LCR_DEFAULT_ROUTE, TELEPHONY_MESSAGES as T, type LcrForm } from '@switchboard/shared/validation';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/telephony.module.css';
import { NEW_ROUTE } from './lcr.rules';
import { useRouteAnnouncements } from './route-announcements';
import { RouteRow } from './RouteRow';

export interface RoutesEditorProps {
  carriers: ReadonlyArray<VoipCarrier>;
  readOnly: boolean;
  /** the route the routing tester's number matches: its index, 'default' for the default route, or none */
  matched?: number | 'default' | null;
  /** Deletes a saved route on the server. */
  deleteRoute: (routeSid: string) => Promise<unknown>;
}

export function RoutesEditor({ carriers, readOnly, deleteRoute, matched = null }: RoutesEditorProps) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
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

  const announcements = useRouteAnnouncements(ids, (index) => getValues(`routes.${index}.regex`));

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
    <Fieldset legend={t('routes.legend')} description={t('routes.description')}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('routes.instructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.routes} aria-label={t('routes.listLabel')}>
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
      {fields.length === 0 ? <p className={styles.muted}>{t('routes.empty')}</p> : null}
      {!readOnly ? (
        <div>
          <Button variant="secondary" size="sm" icon={<IconPlus />} onClick={() => append({ ...NEW_ROUTE })}>
            {t('routes.add')}
          </Button>
        </div>
      ) : null}
      <p
        className={cx(styles.muted, matched === 'default' && styles.routeMatched)}
        data-default-route
        data-matched={matched === 'default' || undefined}
      >
        {t(defaultCarrierName ? 'routes.lastTo' : 'routes.last', {
          regex: LCR_DEFAULT_ROUTE.regex,
          description: LCR_DEFAULT_ROUTE.description,
          carrier: defaultCarrierName,
        })}
        {matched === 'default' ? <VisuallyHidden> {t('tester.matchesHere')}</VisuallyHidden> : null}
      </p>
      <ConfirmDelete
        open={removing !== null}
        what={t('routes.what')}
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
