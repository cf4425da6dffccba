// Where the Alert rules pages live (under /internal, as every area's).
import { INTERNAL } from '@switchboard/shared/admin';

export const alertRulePaths = {
  list: `${INTERNAL}/alert-rules`,
  add: `${INTERNAL}/alert-rules/add`,
  edit: (sid: string) => `${INTERNAL}/alert-rules/${encodeURIComponent(sid)}/edit`,
};
