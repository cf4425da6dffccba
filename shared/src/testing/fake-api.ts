// The pattern of an area's fake API for component tests: an in-memory database behind MSW handlers that answer with
// the real server's shapes, a log of what the page sent, and a fresh fake per test.
//
//   // mfe-x/src/testing/fake-api.ts
//   export function createFakeApi() {
//     const db = { carriers: [...] };
//     const log = createRequestLog();
//     const handlers = [http.get(apiUrl('/ServiceProviders/:sid/VoipCarriers'), ...)];
//     return { db, handlers, ...log };
//   }
//   // a test file
//   const api = setupFakeApi(createFakeApi);   // then api.current.db, api.current.sent('PUT', …), api.server.use(…)
import { HttpResponse, type RequestHandler } from 'msw';
import { setupTestServer } from './msw';

let sidCounter = 0;
/** A fresh lowercase UUID-looking sid, different on every call. */
export function newSid(): string {
  sidCounter += 1;
  return `aaaaaaaa-bbbb-4ccc-8ddd-${sidCounter.toString(16).padStart(12, '0')}`;
}

/** A request as the page sent it: path relative to the API's /v1, query string, JSON body, bearer token. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

/** What the page sent, request by request (`track` is wired to the MSW server's `request:start`). */
export function createRequestLog() {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    track(request: Request) {
      const url = new URL(request.url);
      const entry: RecordedRequest = {
        method: request.method,
        path: url.pathname.replace(/^\/v1/, ''),
        search: url.search,
        body: undefined,
        authorization: request.headers.get('authorization'),
      };
      requests.push(entry);
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        void request
          .clone()
          .text()
          .then((text) => {
            try {
              entry.body = text ? JSON.parse(text) : undefined;
            } catch {
              entry.body = text;
            }
          });
      }
    },
    /** Requests made with `method` to `path` (relative to /v1, e.g. '/Accounts'). */
    sent(method: string, path: string | RegExp) {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
  };
}

export type RequestLog = ReturnType<typeof createRequestLog>;

/** A handler's view of a request: its URL and JSON body ({} when there is none or it is not JSON). */
export async function readRequest(request: Request): Promise<{ url: URL; body: Record<string, unknown> }> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  let body: unknown = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  return { url, body: body as Record<string, unknown> };
}

/**
 * The answer of a list the real server pages with `?page=&page_size=` (page_size null and 50 rows when left out),
 * as `{total, page, page_size, data}`.
 */
export function pagedBody<T>(rows: ReadonlyArray<T>, url: URL) {
  const page = Number(url.searchParams.get('page'));
  const pageSize = url.searchParams.has('page_size') ? Number(url.searchParams.get('page_size')) : null;
  const size = pageSize ?? 50;
  return { total: rows.length, page, page_size: pageSize, data: rows.slice((page - 1) * size, page * size) };
}

/** 204, what the real server answers to most updates and deletes. */
export const noContent = () => new HttpResponse(null, { status: 204 });
/** 404 without a body. */
export const notFound = () => new HttpResponse(null, { status: 404 });

/** A fake API: its handlers, and optionally a request log. */
export interface FakeApiLike {
  handlers: RequestHandler[];
  track?: (request: Request) => void;
}

/**
 * One MSW server per test file with a fresh fake from `create` before each test: `api.current` is this test's
 * fake, `api.server` the server (for `server.use(...)` overrides).
 */
export function setupFakeApi<F extends FakeApiLike>(create: () => F) {
  const server = setupTestServer();
  const holder: { current: F; server: typeof server } = { current: create(), server };
  const onStart = ({ request }: { request: Request }) => holder.current.track?.(request);
  beforeAll(() => server.events.on('request:start', onStart));
  beforeEach(() => {
    holder.current = create();
    server.use(...holder.current.handlers);
  });
  afterAll(() => server.events.removeAllListeners());
  return holder;
}
