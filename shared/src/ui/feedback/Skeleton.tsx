import styles from './feedback.module.css';
import { cx } from '../root';
import { VisuallyHidden } from './VisuallyHidden';

export interface SkeletonProps {
  /** Number of placeholder lines. */
  lines?: number;
  /** Announced to screen readers while loading. Default 'Loading'. */
  label?: string;
  /** Show a heading-sized bar first (page skeletons). */
  heading?: boolean;
  className?: string;
}

/** A grey placeholder for content still loading (e.g. a remote's page); pulses unless reduced motion. */
export function Skeleton({ lines = 3, label = 'Loading', heading = false, className }: SkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={cx(styles.skeleton, className)}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {heading ? (
        <span className={cx(styles.skeletonBar, styles.skeletonHeading)} aria-hidden="true" />
      ) : null}
      {Array.from({ length: lines }, (_, i) => (
        // Lines of decreasing width look like text.
        <span
          key={i}
          className={styles.skeletonBar}
          style={{ width: `${100 - ((i * 17) % 45)}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
