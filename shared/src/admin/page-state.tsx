// Loading, error and "no access" states of a page, the same in every area.
import type { ReactNode } from 'react';
import { toApiError } from '@switchboard/shared/api';
import { Alert, Button, EmptyState, Skeleton } from '@switchboard/shared/ui';

export function PageLoading({ label }: { label: string }) {
  return <Skeleton heading lines={6} label={label} />;
}

/** A failed load with the server's message and a Retry button. */
export function LoadError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: ReactNode;
}) {
  return (
    <Alert
      kind="error"
      title={title ?? 'This page could not be loaded'}
      action={
        onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <p>{toApiError(error).msg}</p>
    </Alert>
  );
}

/** A page the user may not see: a heading-level message instead of the content. */
export function NoAccess({ message, action }: { message: string; action?: ReactNode }) {
  return <EmptyState headingLevel={1} title={message} action={action} />;
}

/** True when a failed load means "not yours" (403) or "not there for you" (404, the real server's answer to
 * an account user asking for another account's row). */
export function isNoAccessError(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 403 || status === 404 || status === 400;
}
