// Alert rules (docs/product/observability.md#alert-rules-page): name, condition, threshold with its unit, window,
// state (firing marked in words), destinations; add, edit, delete after confirmation. Needs the API's
// `alert-rules` addition; on a jambonz API the page says so and asks nothing.
import { useMemo } from 'react';
import { useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { ListPage, useSessionInfo } from '@switchboard/shared/admin';
import { formatNumber, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { PageHeader, Skeleton, type Column } from '@switchboard/shared/ui';
import type { AlertRule } from '@switchboard/shared/types';
import { webhookHost } from '@switchboard/shared/operations';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/observability.module.css';
import { useDeleteAlertRuleMutation, useGetAlertRulesQuery } from './api';
import { useRulesOwner } from './owner';
import { alertRulePaths } from './paths';
import { RuleState } from './RuleState';

/** A threshold with its unit, e.g. '50 %', '3 calls' (the number as the language writes it, no grouping). */
export const thresholdText = (rule: Pick<AlertRule, 'threshold' | 'condition'>, t: Translate) =>
  t('rules.thresholdWithUnit', {
    threshold: formatNumber(rule.threshold, { useGrouping: false, maximumFractionDigits: 6 }),
    unit: t(`rules.units.${rule.condition}`),
  });

/** A rule's window in words: whole hours as '1 h', else '15 min'. */
export const windowText = (minutes: number, t: Translate) =>
  minutes % 60 === 0
    ? t('rules.windowHours', { hours: minutes / 60 })
    : t('rules.windowMinutes', { minutes });

/** A rule's destinations in one line: the e-mails, then 'webhook <host>'. */
export const destinationsText = (rule: Pick<AlertRule, 'emails' | 'webhook_url'>, t: Translate) =>
  [
    ...rule.emails,
    ...(rule.webhook_url ? [t('rules.webhookTo', { host: webhookHost(rule.webhook_url) })] : []),
  ].join(', ');

function RulesList() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const session = useSessionInfo();
  const owner = useRulesOwner();
  const [remove] = useDeleteAlertRuleMutation();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const names = useMemo(
    () => new Map((accounts.data ?? []).map((a) => [a.account_sid, a.name] as const)),
    [accounts.data],
  );
  // a rule's state changes on the server: the list is read afresh each time it is opened
  const useRules = () =>
    useGetAlertRulesQuery(owner ?? { accountSid: '' }, { skip: !owner, refetchOnMountOrArgChange: true });
  const columns: Column<AlertRule>[] = [
    ...(session.isServiceProviderOrAdmin
      ? [
          {
            key: 'account',
            header: t('rules.account'),
            render: (r: AlertRule) =>
              r.account_sid ? (names.get(r.account_sid) ?? r.account_sid) : t('rules.allAccounts'),
          },
        ]
      : []),
    {
      key: 'condition',
      header: t('rules.condition'),
      render: (r) => t(`rules.conditions.${r.condition}`),
    },
    { key: 'threshold', header: t('rules.threshold'), render: (r) => thresholdText(r, t) },
    { key: 'window', header: t('rules.windowColumn'), render: (r) => windowText(r.window_minutes, t) },
    { key: 'state', header: t('rules.state'), render: (r) => <RuleState rule={r} /> },
    {
      key: 'destinations',
      header: t('rules.destinations'),
      render: (r) => <span className={styles.ruleDestinations}>{destinationsText(r, t)}</span>,
    },
  ];
  return (
    <ListPage
      title={t('rules.title')}
      what={t('rules.what')}
      useItems={useRules}
      getRowKey={(r) => r.alert_rule_sid}
      getName={(r) => r.name}
      editPath={(r) => alertRulePaths.edit(r.alert_rule_sid)}
      columns={columns}
      emptyText={t('ruleMessages.noRules')}
      filterPlaceholder={t('rules.filter')}
      add={{ label: t('rules.add'), to: alertRulePaths.add }}
      accountFilter={
        session.isServiceProviderOrAdmin
          ? { mode: 'optional', label: t('rules.account'), accountOf: (r) => r.account_sid }
          : undefined
      }
      onDelete={(r) =>
        remove({ owner: owner ?? { accountSid: r.account_sid ?? '' }, sid: r.alert_rule_sid }).unwrap()
      }
      deletedMessage={() => t('ruleMessages.deleted')}
    />
  );
}

export default function AlertRulesPage() {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const capabilities = useApiCapabilities();
  if (!capabilities.known)
    return (
      <>
        <PageHeader title={t('rules.title')} />
        <Skeleton lines={4} label={t('rules.title')} />
      </>
    );
  if (!capabilities.has('alert-rules'))
    return (
      <>
        <PageHeader title={t('rules.title')} />
        <p className={styles.muted}>{t('ruleMessages.notOnJambonz')}</p>
      </>
    );
  return <RulesList />;
}
