import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import type { ReactNode } from 'react';
import styles from './list.module.css';

export function totalText(total: number): string {
  return `Total: ${total} record(s)`;
}

export interface ListFooterProps {
  /** The number of records in the whole list (all pages). */
  total: number;
  /** Pagination, page-size selector. */
  children?: ReactNode;
}

/** Under a list: 'Total: N record(s)' and the pager. */
export function ListFooter({ total, children }: ListFooterProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className={styles.footer}>
      <p className={styles.total} aria-live="polite">
        {t('total', { count: total })}
      </p>
      {children ? <div className={styles.footerControls}>{children}</div> : null}
    </div>
  );
}
