// Outbound call routing exists only with the least-cost-routing switch on (FEATURE_LCR): the host does not route
// its paths otherwise; mounted alone (single-spa, standalone page) the pages say so themselves.
import type { ReactNode } from 'react';
import { useFeature } from '@switchboard/shared/config';
import { NoAccess } from '@switchboard/shared/admin';

export function LcrFeatureGate({ children }: { children: ReactNode }) {
  if (!useFeature('lcr')) return <NoAccess message="Outbound call routing is switched off." />;
  return <>{children}</>;
}
