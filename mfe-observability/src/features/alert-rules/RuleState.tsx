// A rule's state: 'Firing' in words with a mark and the danger colour (never the colour alone); inactive rules say so.
import { useTranslation } from '@switchboard/shared/i18n';
import type { AlertRule } from '@switchboard/shared/types';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/observability.module.css';

export function RuleState({ rule }: { rule: Pick<AlertRule, 'state' | 'is_active' | 'last_value'> }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  if (!rule.is_active) return <span className={styles.muted}>{t('rules.inactive')}</span>;
  if (rule.state === 'firing')
    return (
      <strong className={styles.ruleFiring} title={rule.last_value ?? undefined}>
        <span aria-hidden="true">▲ </span>
        {t('rules.stateFiring')}
      </strong>
    );
  return <span>{t('rules.stateOk')}</span>;
}
