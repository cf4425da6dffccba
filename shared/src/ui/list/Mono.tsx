// Machine text — sids, addresses, URLs, numbers — as the portal's lists show it: the kit's monospace at the small
// size, broken anywhere rather than widening its column. One class, so the sign-in page can warm its font
// (../warm-fonts.ts) with the very type the lists use.
import type { ReactNode } from 'react';
import { cx } from '../root';
import styles from './list.module.css';

export function Mono({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={cx(styles.mono, className)}>{children}</span>;
}
