// What an add/edit page shows until its form can be: a skeleton while the entity (and what the form needs besides)
// loads, 'You do not have access to this resource' when the server says the entity is not the user's, the server's
// message with Retry when a load fails.
import type { ReactNode } from 'react';
import { ACCESS_MESSAGES } from '@switchboard/shared/access';
import { LoadError, NoAccess, PageLoading, isNoAccessError } from './page-state';

/** What the loader reads from an RTK Query result. */
export interface LoadQuery<T> {
  data?: T;
  error?: unknown;
  refetch: () => unknown;
}

/** What each of `needs` holds once loaded, in order. */
export type LoadedData<N extends readonly LoadQuery<unknown>[]> = {
  [K in keyof N]: N[K] extends LoadQuery<infer D> ? Exclude<D, undefined> : never;
};

export interface EntityLoaderProps<E, N extends readonly LoadQuery<unknown>[]> {
  /** The entity's query on an edit page; leave it out on an add page. Its 403/404 mean no access. */
  entity?: LoadQuery<E>;
  /** Other loads the form needs (lists to choose from, limits…): a failure shows its message with Retry. */
  needs?: N;
  /** Names the skeleton, e.g. 'Loading the carrier'. */
  loadingLabel: string;
  /** Shown as the page's heading when the entity is not the user's (default 'You do not have access to this resource'). */
  noAccessMessage?: string;
  /** A way out of the no-access page, e.g. a link to the user's own account. */
  noAccessAction?: ReactNode;
  /** The form, once everything has loaded: the entity (undefined on an add page) and what `needs` loaded. */
  children: (entity: E | undefined, needed: LoadedData<N>) => ReactNode;
}

export function EntityLoader<E, const N extends readonly LoadQuery<unknown>[] = []>({
  entity,
  needs,
  loadingLabel,
  noAccessMessage = ACCESS_MESSAGES.resource,
  noAccessAction,
  children,
}: EntityLoaderProps<E, N>) {
  const loads: ReadonlyArray<LoadQuery<unknown>> = needs ?? [];
  if (entity?.error) {
    if (isNoAccessError(entity.error)) return <NoAccess message={noAccessMessage} action={noAccessAction} />;
    return <LoadError error={entity.error} onRetry={() => entity.refetch()} />;
  }
  const failed = loads.filter((load) => load.error);
  if (failed.length > 0) {
    return <LoadError error={failed[0].error} onRetry={() => failed.forEach((load) => load.refetch())} />;
  }
  if ((entity && entity.data === undefined) || loads.some((load) => load.data === undefined)) {
    return <PageLoading label={loadingLabel} />;
  }
  return <>{children(entity?.data, loads.map((load) => load.data) as LoadedData<N>)}</>;
}
