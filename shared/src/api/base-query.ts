// The base query every endpoint of every app goes through: base URL from the runtime config, the bearer token on
// every call but sign-in, JSON both ways, errors normalised to `{status, msg}`, and any 401 announced on the bus.
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { bus } from '@switchboard/shared/bus';
import { getApiBaseUrl } from '@switchboard/shared/config';
import { fetchOrTakeEarly } from './early-requests';
import { normaliseHttpError, toApiError, type ApiError } from './errors';

/**
 * Paths that take no token (docs/api/contract.md#authentication: public prefixes the portal calls), and the capabilities document: a
 * jambonz API answers it 401, which must not end the session.
 */
const PUBLIC_PATHS = ['/login', '/signin', '/register', '/forgot-password', '/Capabilities'];

export function isPublicPath(path: string): boolean {
  const clean = path.split('?')[0];
  return PUBLIC_PATHS.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

/** Where the token comes from: the store's session by default; an area mounted by a partner passes its own getter. */
type TokenGetter = () => string | null | undefined;

/** The store's own credentials (createPortalStore({ credentials })), passed as the thunk's extra argument. */
interface StoreExtra {
  credentials?: { getToken?: TokenGetter; apiBaseUrl?: string };
}

function credentialsOf(extra: unknown): StoreExtra['credentials'] {
  return (extra as StoreExtra | undefined)?.credentials;
}

function tokenFrom(state: unknown, extra: unknown): string | null {
  const own = credentialsOf(extra)?.getToken;
  if (own) return own() ?? null;
  const session = (state as { session?: { token?: string | null } } | undefined)?.session;
  return session?.token ?? null;
}

/** Reads any body: empty → null, JSON when it parses, else the text (plain-text errors such as `Forbidden`). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

const rawBaseQuery = fetchBaseQuery({
  // The base URL is read per call (below), so the same build works wherever config.json points.
  baseUrl: '',
  timeout: REQUEST_TIMEOUT_MS,
  responseHandler: readBody,
  // A GET the host started early with the same token (the first page after sign-in) is taken over, not repeated.
  fetchFn: fetchOrTakeEarly,
});

function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const portalBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const path = request.url.startsWith('/') ? request.url : `/${request.url}`;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Accept', 'application/json');
  // An explicit Authorization (e.g. the reset-password page's one-off token) wins over the session's.
  if (!headers.has('Authorization') && !isPublicPath(path)) {
    const token = tokenFrom(api.getState(), api.extra);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const result = await rawBaseQuery(
    { ...request, headers, url: joinUrl(credentialsOf(api.extra)?.apiBaseUrl ?? getApiBaseUrl(), path) },
    api,
    extraOptions,
  );
  if (!result.error) return { data: result.data, meta: result.meta };

  const { error } = result;
  const normalised =
    typeof error.status === 'number' ? normaliseHttpError(error.status, error.data) : toApiError(error);
  if (normalised.status === 401 && !isPublicPath(path)) bus.emit('session:expired', { status: 401 });
  return { error: normalised, meta: result.meta };
};
