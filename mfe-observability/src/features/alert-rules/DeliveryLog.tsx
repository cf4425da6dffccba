// A rule's delivery log (docs/product/observability.md#alert-rules-page): each notification — when, fired or
// resolved, to which destination, its result and how many tries — newest first, as the API lists them.
import { useMemo } from 'react';
import { LoadError } from '@switchboard/shared/admin';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { DataTable, Section, Skeleton, type Column } from '@switchboard/shared/ui';
import type { AlertRuleDelivery } from '@switchboard/shared/types';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import type { CallsOwner } from '../recent-calls/api';
import { useGetAlertRuleDeliveriesQuery } from './api';

/** When a notification went: day and time to the second (24 hours), in the language's order. */
const timeText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : language, { hour12: false });

const resultText = (d: AlertRuleDelivery, t: Translate) =>
  d.last_result && d.last_result !== d.status
    ? t('rules.deliveryResult', { status: t(`rules.statuses.${d.status}`), result: d.last_result })
    : t(`rules.statuses.${d.status}`);

function columnsOf(t: Translate, language: string): Column<AlertRuleDelivery>[] {
  return [
    {
      key: 'time',
      header: t('rules.time'),
      rowHeader: true,
      render: (d) => timeText(d.created_at, language),
    },
    { key: 'event', header: t('rules.event'), render: (d) => t(`rules.events.${d.event}`) },
    { key: 'destination', header: t('rules.destination'), render: (d) => d.target },
    { key: 'result', header: t('rules.result'), render: (d) => resultText(d, t) },
    { key: 'attempts', header: t('rules.attempts'), render: (d) => String(d.attempts) },
  ];
}

export function DeliveryLog({ owner, sid }: { owner: CallsOwner; sid: string }) {
  const { t, language } = useTranslation(OBSERVABILITY_NAMESPACE);
  const columns = useMemo(() => columnsOf(t, language), [t, language]);
  const deliveries = useGetAlertRuleDeliveriesQuery({ owner, sid }, { refetchOnMountOrArgChange: true });
  return (
    <Section title={t('rules.deliveries')}>
      {deliveries.error ? (
        <LoadError
          title={t('rules.deliveriesFailed')}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
        />
      ) : !deliveries.data ? (
        <Skeleton lines={3} label={t('rules.deliveriesLoading')} />
      ) : (
        <DataTable
          caption={t('rules.deliveries')}
          columns={columns}
          rows={deliveries.data}
          getRowKey={(d) => String(d.delivery_id)}
          emptyText={t('ruleMessages.noDeliveries')}
        />
      )}
    </Section>
  );
}
