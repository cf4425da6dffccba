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
import type { RequestLog } from './request-log';

let sidCounter = 0;
/** A fresh lowercase UUID-looking sid, different on every call. */
export function newSid(): string {
  sidCounter += 1;
  return `aaaaaaaa-bbbb-4ccc-8ddd-${sidCounter.toString(16).padStart(12, '0')}`;
}

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
  track?: RequestLog['track'];
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
