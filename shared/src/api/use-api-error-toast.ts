import { useEffect } from 'react';
import { toast } from '@switchboard/shared/bus';
import { toApiError } from './errors';

/** Shows a failed call's message as an error toast (spec §8: the server's msg, else the generic text). */
export function toastApiError(error: unknown): void {
  toast('error', toApiError(error).msg);
}

/** Toasts a query's error once each time it changes (use with `const { error } = useSomethingQuery()`). */
export function useApiErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) toastApiError(error);
  }, [error]);
}
