// Alert rules (docs/product/observability.md#alert-rules-page): name, condition, threshold with its unit, window,
// state (firing marked in words), destinations; add, edit, delete after confirmation. Needs the API's
// `alert-rules` addition; on a jambonz API the page says so and asks nothing.
import { useMemo } from 'react';
import { useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { ListPage, useSessionInfo } from '@switchboard/shared/admin';
import { PageHeader, Skeleton, type Column } from '@switchboard/shared/ui';
import type { AlertRule } from '@switchboard/shared/types';
import {
  ALERT_CONDITION_LABELS,
  ALERT_RULE_MESSAGES,
  ALERT_RULE_PAGE_TEXTS as TEXT,
  ALERT_THRESHOLD_UNITS,
  destinationsText,
  windowText,
} from '@switchboard/shared/operations';
import styles from '../../lib/observability.module.css';
import { useDeleteAlertRuleMutation, useGetAlertRulesQuery } from './api';
import { useRulesOwner } from './owner';
import { alertRulePaths } from './paths';
import { RuleState } from './RuleState';

/** A threshold with its unit, e.g. '50 %', '3 calls'. */
export const thresholdText = (rule: Pick<AlertRule, 'threshold' | 'condition'>) =>
  `${rule.threshold} ${ALERT_THRESHOLD_UNITS[rule.condition]}`;

function RulesList() {
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
            header: TEXT.account,
            render: (r: AlertRule) =>
              r.account_sid ? (names.get(r.account_sid) ?? r.account_sid) : TEXT.allAccounts,
          },
        ]
      : []),
    { key: 'condition', header: TEXT.condition, render: (r) => ALERT_CONDITION_LABELS[r.condition] },
    { key: 'threshold', header: TEXT.threshold, render: (r) => thresholdText(r) },
    { key: 'window', header: TEXT.windowColumn, render: (r) => windowText(r.window_minutes) },
    { key: 'state', header: TEXT.state, render: (r) => <RuleState rule={r} /> },
    {
      key: 'destinations',
      header: TEXT.destinations,
      render: (r) => <span className={styles.ruleDestinations}>{destinationsText(r)}</span>,
    },
  ];
  return (
    <ListPage
      title={TEXT.title}
      what={TEXT.what}
      useItems={useRules}
      getRowKey={(r) => r.alert_rule_sid}
      getName={(r) => r.name}
      editPath={(r) => alertRulePaths.edit(r.alert_rule_sid)}
      columns={columns}
      emptyText={ALERT_RULE_MESSAGES.noRules}
      filterPlaceholder={TEXT.filter}
      add={{ label: TEXT.add, to: alertRulePaths.add }}
      accountFilter={
        session.isServiceProviderOrAdmin ? { mode: 'optional', accountOf: (r) => r.account_sid } : undefined
      }
      onDelete={(r) =>
        remove({ owner: owner ?? { accountSid: r.account_sid ?? '' }, sid: r.alert_rule_sid }).unwrap()
      }
      deletedMessage={() => ALERT_RULE_MESSAGES.deleted}
    />
  );
}

export default function AlertRulesPage() {
  const capabilities = useApiCapabilities();
  if (!capabilities.known)
    return (
      <>
        <PageHeader title={TEXT.title} />
        <Skeleton lines={4} label={TEXT.title} />
      </>
    );
  if (!capabilities.has('alert-rules'))
    return (
      <>
        <PageHeader title={TEXT.title} />
        <p className={styles.muted}>{ALERT_RULE_MESSAGES.notOnJambonz}</p>
      </>
    );
  return <RulesList />;
}
