import type { ReactNode } from 'react';
import { SB_ROOT_CLASS, Toaster } from '@switchboard/shared/ui';

/** The page wrapper of both shells: the design tokens' root class and the one Toaster (before the content, so
 *  its bus subscription exists when a page's first effect shows a toast). */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className={SB_ROOT_CLASS}>
      <Toaster />
      {children}
    </div>
  );
}
