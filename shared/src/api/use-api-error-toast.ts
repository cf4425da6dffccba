import { useEffect } from 'react';
import { toast } from '@switchboard/shared/bus';
import { describeFailure } from './errors';

/**
 * Shows a failed call as an error toast (docs/product/shell.md#messages: the server's msg, else the generic text); a server text written
 * for programs becomes '<failed>: the server refused it' with the text behind 'Details'.
 */
export function toastApiError(error: unknown, failed = 'That could not be done'): void {
  const { message, details } = describeFailure(failed, error);
  toast('error', message, details);
}

/** Toasts a query's error once each time it changes (use with `const { error } = useSomethingQuery()`). */
export function useApiErrorToast(error: unknown): void {
  useEffect(() => {
    if (error) toastApiError(error);
  }, [error]);
}
