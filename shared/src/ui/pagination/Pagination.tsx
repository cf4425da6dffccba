import { useId, type ChangeEvent } from 'react';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import styles from './pagination.module.css';
import { cx } from '../root';
import { IconChevronLeft, IconChevronRight } from '../icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageRange, type PageRangeOptions } from './pageRange';

export interface PaginationProps extends PageRangeOptions {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark. Default 'Pagination'. */
  label?: string;
  className?: string;
}

/**
 * The pager: Previous, page numbers (first, last, current ± neighbours) with ellipsis jumps, Next.
 * A <nav> landmark; the current page has aria-current="page". Nothing is rendered for a single page.
 */
export function Pagination({ page, pageCount, onPageChange, label, className, ...options }: PaginationProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  return (
    <nav aria-label={label ?? t('pagination')} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {/* aria-disabled rather than disabled: the button keeps focus at the ends. */}
          <button
            type="button"
            className={styles.item}
            aria-label={t('previousPage')}
            title={t('previousPage')}
            aria-disabled={atStart || undefined}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft />
          </button>
        </li>
        {pageRange(pageCount, current, options).map((item) =>
          item.type === 'page' ? (
            <li key={`page-${item.page}`}>
              <button
                type="button"
                className={cx(styles.item, item.page === current && styles.current)}
                aria-label={t('page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={`jump-${item.direction}`}>
              <button
                type="button"
                className={styles.item}
                aria-label={t(item.direction === 'back' ? 'jumpBack' : 'jumpForward', { page: item.page })}
                title={t('page', { page: item.page })}
                onClick={() => go(item.page)}
              >
                …
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-label={t('nextPage')}
            title={t('nextPage')}
            aria-disabled={atEnd || undefined}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight />
          </button>
        </li>
      </ul>
    </nav>
  );
}

export interface PageSizeSelectorProps {
  /** Default DEFAULT_PAGE_SIZE (25). */
  value?: number;
  onChange: (pageSize: number) => void;
  options?: ReadonlyArray<number>;
  /** Default 'Page size'. */
  label?: string;
  className?: string;
}

/** Page size choice: 25 (default), 50, 100. */
export function PageSizeSelector({
  value = DEFAULT_PAGE_SIZE,
  onChange,
  options = PAGE_SIZES,
  label,
  className,
}: PageSizeSelectorProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const controlId = useId();
  return (
    <div className={cx(styles.pageSize, className)}>
      <label htmlFor={controlId}>{label ?? t('pageSize')}</label>
      <select
        id={controlId}
        className={styles.select}
        value={String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.target.value))}
      >
        {options.map((size) => (
          <option key={size} value={String(size)}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
