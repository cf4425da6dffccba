// A rule's state: 'Firing' in words with a mark and the danger colour (never the colour alone); inactive rules say so.
import type { AlertRule } from '@switchboard/shared/types';
import { ALERT_RULE_PAGE_TEXTS as TEXT } from '@switchboard/shared/operations';
import styles from '../../lib/observability.module.css';

export function RuleState({ rule }: { rule: Pick<AlertRule, 'state' | 'is_active' | 'last_value'> }) {
  if (!rule.is_active) return <span className={styles.muted}>{TEXT.inactive}</span>;
  if (rule.state === 'firing')
    return (
      <strong className={styles.ruleFiring} title={rule.last_value ?? undefined}>
        <span aria-hidden="true">▲ </span>
        {TEXT.stateFiring}
      </strong>
    );
  return <span>{TEXT.stateOk}</span>;
}
