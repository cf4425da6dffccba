import type { ReactNode } from 'react';
import { cx, SB_ROOT_CLASS } from './root';
import { Toaster } from './toasts';

export interface UiRootProps {
  children?: ReactNode;
  /** Render a Toaster inside (default true). The host renders exactly one per page; a remote mounted
   * alone (single-spa, standalone) brings its own through this. */
  toaster?: boolean;
  className?: string;
}

/** The element that carries the design tokens (`.sb-root`) around an app, plus its toasts. */
export function UiRoot({ children, toaster = true, className }: UiRootProps) {
  return (
    <div className={cx(SB_ROOT_CLASS, className)}>
      {children}
      {toaster ? <Toaster /> : null}
    </div>
  );
}
