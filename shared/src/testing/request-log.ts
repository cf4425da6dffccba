// What a page sent, request by request, read from an MSW server's own events (`request:start`): the test asserts
// the requests a page made (their query, body, token) whatever answered them — the API in memory or a handler.
import type { SetupServer } from 'msw/node';
import { TEST_API_BASE_URL } from './msw';

/** A request as the page sent it: path relative to the API's /v1, query string, JSON body, bearer token. */
export interface RecordedRequest {
  method: string;
  /** Where it went (the API's origin, or a remote's server). */
  origin: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

export interface RequestLog {
  requests: RecordedRequest[];
  /** records one request (a body is read from a clone, so the handler still gets it) */
  track(request: Request): void;
  /** Requests made with `method` to `path` (relative to /v1, e.g. '/Accounts'). */
  sent(method: string, path: string | RegExp): RecordedRequest[];
  /** The paths asked for with GET from the API at `origin` (the test API's by default), in order. */
  apiGets(origin?: string): string[];
  clear(): void;
}

export function createRequestLog(): RequestLog {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    track(request) {
      const url = new URL(request.url);
      const entry: RecordedRequest = {
        method: request.method,
        origin: url.origin,
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
    sent(method, path) {
      return requests.filter(
        (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
      );
    },
    apiGets(origin = new URL(TEST_API_BASE_URL).origin) {
      return requests.filter((r) => r.method === 'GET' && r.origin === origin).map((r) => r.path);
    },
    clear() {
      requests.length = 0;
    },
  };
}

/** A log of every request `server` sees, emptied before each test of the file. */
export function logRequests(server: SetupServer): RequestLog {
  const log = createRequestLog();
  const onStart = ({ request }: { request: Request }) => log.track(request);
  beforeAll(() => server.events.on('request:start', onStart));
  beforeEach(() => log.clear());
  afterAll(() => server.events.removeListener('request:start', onStart));
  return log;
}
