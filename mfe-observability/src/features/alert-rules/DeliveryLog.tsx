// A rule's delivery log (docs/product/observability.md#alert-rules-page): each notification — when, fired or
// resolved, to which destination, its result and how many tries — newest first, as the API lists them.
import { LoadError } from '@switchboard/shared/admin';
import { DataTable, Section, Skeleton, type Column } from '@switchboard/shared/ui';
import type { AlertRuleDelivery } from '@switchboard/shared/types';
import {
  ALERT_RULE_MESSAGES,
  ALERT_RULE_PAGE_TEXTS as TEXT,
  DELIVERY_EVENT_LABELS,
  DELIVERY_STATUS_LABELS,
} from '@switchboard/shared/operations';
import type { CallsOwner } from '../recent-calls/api';
import { useGetAlertRuleDeliveriesQuery } from './api';

const timeText = (iso: string) => new Date(iso).toLocaleString('en-GB', { hour12: false });

const resultText = (d: AlertRuleDelivery) =>
  d.last_result && d.last_result !== d.status
    ? `${DELIVERY_STATUS_LABELS[d.status]} (${d.last_result})`
    : DELIVERY_STATUS_LABELS[d.status];

const COLUMNS: Column<AlertRuleDelivery>[] = [
  { key: 'time', header: TEXT.time, rowHeader: true, render: (d) => timeText(d.created_at) },
  { key: 'event', header: TEXT.event, render: (d) => DELIVERY_EVENT_LABELS[d.event] },
  { key: 'destination', header: TEXT.destination, render: (d) => d.target },
  { key: 'result', header: TEXT.result, render: resultText },
  { key: 'attempts', header: TEXT.attempts, render: (d) => String(d.attempts) },
];

export function DeliveryLog({ owner, sid }: { owner: CallsOwner; sid: string }) {
  const deliveries = useGetAlertRuleDeliveriesQuery({ owner, sid }, { refetchOnMountOrArgChange: true });
  return (
    <Section title={TEXT.deliveries}>
      {deliveries.error ? (
        <LoadError
          title={TEXT.deliveriesFailed}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
        />
      ) : !deliveries.data ? (
        <Skeleton lines={3} label={TEXT.deliveriesLoading} />
      ) : (
        <DataTable
          caption={TEXT.deliveries}
          columns={COLUMNS}
          rows={deliveries.data}
          getRowKey={(d) => String(d.delivery_id)}
          emptyText={ALERT_RULE_MESSAGES.noDeliveries}
        />
      )}
    </Section>
  );
}
