// The platform API in memory behind MSW, for the portal's component tests: every request a page makes to
// TEST_API_BASE_URL is handed to the real Fastify app (`inject`), so a page is tested against the same routes,
// scopes, validation and shapes as the API tests — not against a hand-written fake that could drift from them.
// A test seeds its data through the API itself (`asAdmin`, `call`); a failure the API cannot produce on demand is
// an explicit per-test MSW handler (`server.use(...)`), which wins over the forwarding one (a handler that returns
// nothing passes the request on to the API).
//
// The API runs in a worker thread (worker/): built once per Jest process and set of options, it serves every test
// file of that process, and each test starts from a copy of the database as it was after the build — the seeded
// install plus the test users (`sessionAs`). Loading and building it in each test file instead cost 8–13 s a file.
import path from 'node:path';
import * as threads from 'node:worker_threads';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { sessionFromToken, type SessionState } from '@switchboard/shared/store';
import { TEST_API_BASE_URL, createRequestLog, type RequestLog } from '@switchboard/shared/testing';
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  DIAL_TIME_APPLICATION_SID,
  HELLO_WORLD_APPLICATION_SID,
} from '../src/db/seed';
import type {
  Command,
  ContractApiOptions,
  InjectAnswer,
  InjectRequest,
  Opened,
  RegisterStatus,
  Reply,
  TestUser,
} from './worker/protocol';

export {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  DIAL_TIME_APPLICATION_SID,
  HELLO_WORLD_APPLICATION_SID,
};
export { ADMIN_PASSWORD, TEST_USERS, USER_PASSWORD } from './worker/protocol';
export type { ContractApiOptions, RegisterStatus, TestUser };

export * from './seed';

export type Scope = 'admin' | 'service_provider' | 'account';

/** A file field of a multipart upload. */
export interface UploadedFile {
  filename: string;
  content: string | Uint8Array;
  type?: string;
}

export interface SessionOptions {
  /** a view-only user of the scope (not for the admin) */
  isViewOnly?: boolean;
  /** an admin's chosen service provider (default: the seeded one; null: none chosen yet) */
  serviceProviderSid?: string | null;
}

/** The API in memory for one test file: the MSW handler forwarding to it, sign-in, seeding, and a request log. */
export interface ContractApi extends RequestLog {
  /** forwards every request under TEST_API_BASE_URL to the API */
  handler: RequestHandler;
  /** the signed-in session of a test user of `scope`, for `preloadedState` */
  sessionAs(scope: Scope, options?: SessionOptions): { session: SessionState };
  /** the token of a test user */
  tokenOf(user: TestUser): string;
  /** the admin's token */
  adminToken(): string;
  /** `POST /login` through the API: the token */
  signIn(username: string, password: string): Promise<string>;
  /**
   * One call as a client makes it (`path` under /v1, a JSON body; `token` null for a public route); throws on an
   * error answer; the JSON answer.
   */
  call<T = unknown>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** `call` as the admin: how a test seeds its data */
  asAdmin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** a multipart/form-data POST as the admin (a file upload), e.g. `{ file: { filename: 'key.txt', content } }` */
  uploadAsAdmin<T = unknown>(path: string, fields: Record<string, string | UploadedFile>): Promise<T>;
  /** What the platform writes without the API (no route writes it), as the platform writes it. */
  platform: {
    /** a carrier's registration state, as the SBC records a REGISTER's outcome (null: never registered) */
    registerStatus(carrierSid: string, status: RegisterStatus | null): Promise<void>;
    /** a call's recording (silence of `durationMs`), as a media server keeps it: `date` is yyyy/mm/dd */
    recording(accountSid: string, callSid: string, date: string, durationMs?: number): Promise<void>;
    /** `items` prompts in the TTS cache of an account (null: of no account), as feature servers cache them */
    ttsCache(accountSid: string | null, items: number): Promise<void>;
  };
  /**
   * Runs `work` with the API's clock at `at` (ms), then back to now: what the API records then (an API key's last
   * use, …) is dated then.
   */
  asOf<T>(at: number, work: () => Promise<T>): Promise<T>;
  /** the mail the API sent in this test (it keeps it in memory): recipients, subject, text */
  outbox(): Promise<{ to: string | string[]; subject: string; text?: string; html?: string }[]>;
  /**
   * Resolves once the page has no request in flight and has had a moment to take the last answers in (its
   * refetches after a save): wrap it in `readBack` (act) to wait for the page's final state.
   */
  idle(): Promise<void>;
  /** counts a request as answered (wired to the MSW server's `request:end`, as `track` is to its start) */
  untrack(): void;
  /** back to the database as it was after the build; the request log and the outbox emptied */
  reset(): Promise<void>;
}

const PREFIX = new URL(TEST_API_BASE_URL).pathname; // '/v1'

// --------------------------------------------------------------------------------------------- the worker

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface ApiWorker {
  send<T>(command: Command): Promise<T>;
}

// One worker per Jest process, kept where every test file of the process finds it: Jest gives each file its own
// module registry and globals, but Node's core modules are the same objects for all of them.
const SLOT = Symbol.for('switchboard.api-testing.worker');
type Slot = { [SLOT]?: ApiWorker };

function startWorker(): ApiWorker {
  const worker = new threads.Worker(path.join(__dirname, 'worker', 'entry.cjs'));
  const pending = new Map<number, Pending>();
  let next = 0;
  const fail = (error: Error) => {
    delete (threads as Slot)[SLOT];
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the API's worker thread stopped (exit code ${code})`)));
  worker.on('message', (reply: Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    for (const request of reply.blocked)
      console.error(
        `The API in memory tried to reach ${request}: a component test reaches no other host ` +
          '(start a stand-in on 127.0.0.1, or use a reserved name such as example.com for one that does not answer)',
      );
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new Error(reply.error));
  });
  // last: a 'message' listener refs the worker again; the Jest process must be free to exit when its tests are done
  worker.unref();
  return {
    send<T>(command: Command) {
      next += 1;
      const id = next;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        const transfer =
          command.op === 'inject' && command.request.body ? [command.request.body.buffer as ArrayBuffer] : [];
        worker.postMessage({ id, command }, transfer);
      });
    },
  };
}

const apiWorker = (): ApiWorker => ((threads as Slot)[SLOT] ??= startWorker());

// --------------------------------------------------------------------------------------------- a test file's API

/** The API in memory, built with `options` (or the one already built with them in this Jest process). */
export async function createContractApi(options: ContractApiOptions = {}): Promise<ContractApi> {
  const worker = apiWorker();
  const { api, tokens } = await worker.send<Opened>({ op: 'open', options });
  const log = createRequestLog();
  const inject = (request: InjectRequest) => worker.send<InjectAnswer>({ op: 'inject', api, request });

  const handler = http.all(`${TEST_API_BASE_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const body = ['GET', 'HEAD'].includes(request.method)
      ? undefined
      : new Uint8Array(await request.arrayBuffer());
    const answer = await inject({
      method: request.method,
      url: `${PREFIX}${url.pathname.slice(PREFIX.length)}${url.search}`,
      headers,
      body,
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers))
      if (key !== 'content-length' && key !== 'transfer-encoding') responseHeaders.set(key, value);
    const empty = answer.status === 204 || answer.status === 304;
    return new HttpResponse(empty ? null : answer.body, { status: answer.status, headers: responseHeaders });
  });

  const send = async (
    method: string,
    path: string,
    token: string | null,
    body?: { bytes: Uint8Array; contentType: string },
    extraHeaders: Record<string, string> = {},
  ) => {
    const answer = await inject({
      method,
      url: `${PREFIX}${path}`,
      headers: {
        ...extraHeaders,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      body: body?.bytes,
    });
    const text = new TextDecoder().decode(answer.body);
    if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text === '' ? undefined : JSON.parse(text)) as never;
  };
  const call: ContractApi['call'] = (method, path, token, body, headers) =>
    send(
      method,
      path,
      token,
      body === undefined
        ? undefined
        : { bytes: new TextEncoder().encode(JSON.stringify(body)), contentType: 'application/json' },
      headers,
    );
  const uploadAsAdmin: ContractApi['uploadAsAdmin'] = (path, fields) => {
    // multipart/form-data written out here: the test environment's FormData and File are jsdom's, which Node's
    // Request cannot serialise
    const boundary = `----contract-api-${Date.now().toString(16)}`;
    const encoder = new TextEncoder();
    const parts: Uint8Array[] = [];
    for (const [name, value] of Object.entries(fields)) {
      const file = typeof value === 'string' ? null : value;
      const content = file ? file.content : (value as string);
      parts.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
            (file
              ? `; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}`
              : '') +
            '\r\n\r\n',
        ),
        typeof content === 'string' ? encoder.encode(content) : content,
        encoder.encode('\r\n'),
      );
    }
    parts.push(encoder.encode(`--${boundary}--\r\n`));
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((offset, p) => (bytes.set(p, offset), offset + p.length), 0);
    return send('POST', path, tokens.admin, {
      bytes,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
  };

  const signIn: ContractApi['signIn'] = async (username, password) => {
    const answer = await inject({
      method: 'POST',
      url: `${PREFIX}/login`,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify({ username, password })),
    });
    const text = new TextDecoder().decode(answer.body);
    if (answer.status !== 200) throw new Error(`login ${username}: ${answer.status} ${text}`);
    return (JSON.parse(text) as { token: string }).token;
  };

  const sessionAs: ContractApi['sessionAs'] = (scope, { isViewOnly = false, serviceProviderSid } = {}) => {
    const user: TestUser =
      scope === 'admin' ? 'admin' : `${scope === 'account' ? 'acct' : 'sp'}${isViewOnly ? 'viewer' : 'user'}`;
    // An admin works within a chosen service provider; the host remembers the default one.
    return {
      session: sessionFromToken(tokens[user], {
        serviceProviderSid:
          serviceProviderSid === undefined ? DEFAULT_SERVICE_PROVIDER_SID : serviceProviderSid,
      }),
    };
  };

  const inFlight = { count: 0 };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
  const idle = async () => {
    // stable: nothing in flight across three ticks (an answer taken in may start the next request)
    for (let quiet = 0; quiet < 3;) {
      await tick();
      quiet = inFlight.count === 0 ? quiet + 1 : 0;
    }
  };

  return {
    ...log,
    track: (request: Request) => {
      inFlight.count += 1;
      log.track(request);
    },
    untrack: () => {
      inFlight.count = Math.max(0, inFlight.count - 1);
    },
    idle,
    handler,
    sessionAs,
    tokenOf: (user) => tokens[user],
    adminToken: () => tokens.admin,
    signIn,
    call,
    asAdmin: (method, path, body) => call(method, path, tokens.admin, body),
    uploadAsAdmin,
    platform: {
      registerStatus: (carrierSid, status) => worker.send({ op: 'registerStatus', api, carrierSid, status }),
      recording: (accountSid, callSid, date, durationMs = 60_000) =>
        worker.send({ op: 'recording', api, accountSid, callSid, date, durationMs }),
      ttsCache: (accountSid, items) => worker.send({ op: 'ttsCache', api, accountSid, items }),
    },
    asOf: async (at, work) => {
      await worker.send({ op: 'clock', api, offsetMs: at - Date.now() });
      try {
        return await work();
      } finally {
        await worker.send({ op: 'clock', api, offsetMs: 0 });
      }
    },
    outbox: () => worker.send({ op: 'outbox', api }),
    reset: async () => {
      await worker.send({ op: 'reset', api });
      log.clear();
    },
  };
}

const SETUP_TIMEOUT_MS = 120_000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An MSW server for a test file forwarding to the API in memory (`api.current`) built with `options` (or a function
 * giving them, called after the file's earlier beforeAll hooks), reset before each test; `api.server`
 * takes a test's own handlers (`server.use`), dropped after it. Requests to loopback (a stand-in the test started)
 * go out for real; any other request without a handler fails the test.
 */
export function setupContractApi(options: ContractApiOptions | (() => ContractApiOptions) = {}) {
  const server = setupServer();
  const state = { server, current: null as unknown as ContractApi };
  const track = ({ request }: { request: Request }) => state.current?.track(request);
  const untrack = () => state.current?.untrack();
  beforeAll(async () => {
    // options known only once the file's own beforeAll ran (a stand-in's URL) come as a function
    state.current = await createContractApi(typeof options === 'function' ? options() : options);
    server.resetHandlers(state.current.handler);
    server.events.on('request:start', track);
    server.events.on('request:end', untrack);
    server.listen({
      onUnhandledRequest: (request, print) => {
        if (!LOOPBACK.has(new URL(request.url).hostname)) print.error();
      },
    });
    // Building the API in memory (every area's migrations) is set-up, not behaviour: on a busy 2-core machine it
    // has taken over the 30 s a hook gets (at a load of 17), so it gets its own allowance.
  }, SETUP_TIMEOUT_MS);
  beforeEach(() => state.current.reset(), SETUP_TIMEOUT_MS);
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.events.removeListener('request:start', track);
    server.events.removeListener('request:end', untrack);
    server.close();
  });
  return state;
}
