// Where the speech pages live, under /internal like every area's.
import { INTERNAL } from '@switchboard/shared/admin';

export const paths = {
  list: `${INTERNAL}/speech-services`,
  add: `${INTERNAL}/speech-services/add`,
  edit: (sid: string) => `${INTERNAL}/speech-services/${encodeURIComponent(sid)}/edit`,
} as const;
