// The worker thread's side of the API in memory (started by entry.cjs, driven by api/testing/contract-api.ts):
// one app per set of options, built on first use and kept for every test file of this Jest process; each test
// starts from a copy of the database as it was after the build (the seeded install plus the test users),
// deserialised into a fresh in-memory SQLite database.
import { randomUUID } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { OutboxMailer } from '../../src/mail/mailer';
import type { Store } from '../../src/db/store';
import { DEFAULT_ACCOUNT_SID, DEFAULT_SERVICE_PROVIDER_SID } from '../../src/db/seed';
import { paymentSandbox } from '../../src/dev/payment-sandbox';
import {
  LocalRecordingStore,
  recordingKey,
  storedMedia,
} from '../../src/areas/observability/recordings/stores';
import {
  ADMIN_PASSWORD,
  TEST_USERS,
  USER_PASSWORD,
  type Command,
  type ContractApiOptions,
  type InjectAnswer,
  type Opened,
  type Reply,
  type TestUser,
} from './protocol';

// The API's outgoing requests: loopback (the stand-ins a test started) goes out; the names RFC 2606 reserves for
// tests and documentation (`.invalid`, `.test`, `.example`, example.com/.net/.org: what test data uses for a
// webhook nobody answers) fail as an unknown host does; anything else is refused and reported to the test, which
// fails on it — a component test never reaches the internet.
const blocked: string[] = [];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const RESERVED = /(^|\.)(invalid|test|example|example\.com|example\.net|example\.org)$/i;
const realFetch = globalThis.fetch;
globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (LOOPBACK.has(url.hostname)) return realFetch(input, init);
  if (!RESERVED.test(url.hostname))
    blocked.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.href}`);
  const cause = Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), {
    code: 'ENOTFOUND',
    hostname: url.hostname,
  });
  return Promise.reject(new TypeError('fetch failed', { cause }));
};

interface Built {
  app: FastifyInstance;
  /** how far the API's clock is from now (`clock`) */
  clock: { offsetMs: number };
  store: Store;
  template: Buffer;
  tokens: Record<TestUser, string>;
}

async function build(options: ContractApiOptions): Promise<Built> {
  const { billing, ...rest } = options;
  const { paymentSandbox: sandbox, ...billingRest } = billing ?? {};
  const clock = { offsetMs: 0 };
  const appOptions: AppOptions = {
    outboundTimeoutMs: 1500,
    now: () => Date.now() + clock.offsetMs,
    // mail stays in memory, for the test to read (`outbox`)
    mailer: new OutboxMailer(),
    adminInitialPassword: ADMIN_PASSWORD,
    ...rest,
    ...(billing
      ? { billing: { ...billingRest, ...(sandbox ? { localProvider: paymentSandbox } : {}) } }
      : {}),
  };
  const app = await buildApp(appOptions);
  await app.ready();
  // It stands in for a running server (answering without listening: inject), so its scheduled work runs as a
  // server's does once it listens (api/src/http/scheduled.ts): the alert rules' passes when a test sets everyMs.
  app.scheduler.start();

  const request = async (options: InjectOptions) => {
    const res = await app.inject(options);
    if (res.statusCode >= 400)
      throw new Error(`${options.method} ${options.url}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const signIn = async (username: string, password: string) =>
    (await request({ method: 'POST', url: '/v1/login', payload: { username, password } })).token as string;

  // The test users, created and signed in once: their tokens stay valid in every copy of the database.
  const tokens = { admin: await signIn('admin', ADMIN_PASSWORD) } as Record<TestUser, string>;
  for (const [name, user] of Object.entries(TEST_USERS) as [TestUser, (typeof TEST_USERS)[TestUser]][]) {
    if (user.scope === 'admin') continue;
    await request({
      method: 'POST',
      url: '/v1/Users',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: {
        name,
        email: `${name}@example.com`,
        initial_password: USER_PASSWORD,
        force_change: false,
        is_active: true,
        is_view_only: user.isViewOnly,
        service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
        account_sid: user.scope === 'account' ? DEFAULT_ACCOUNT_SID : null,
      },
    });
    tokens[name] = await signIn(name, USER_PASSWORD);
  }
  const { store } = app.ctx;
  // the test users' creation and sign-ins are the tests' setting, not activity a test's page should show
  store.db.exec('DELETE FROM audit_log');
  return { app, clock, store, template: store.db.serialize(), tokens };
}

const apis = new Map<string, Promise<Built>>();

async function api(key: string): Promise<Built> {
  const built = apis.get(key);
  if (!built) throw new Error(`api/testing: no API opened as ${key}`);
  return built;
}

/** A fresh copy of the template, with the pragmas openDatabase (api/src/db/database.ts) sets in memory. */
function reset(built: Built): void {
  const db = new Database(built.template);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // the store tells what keeps data in memory (the alert rules' live measures) to forget the last test's
  built.store.replaceDatabase(db);
}

async function run(command: Command): Promise<unknown> {
  switch (command.op) {
    case 'open': {
      const key = JSON.stringify(command.options);
      if (!apis.has(key)) {
        const building = build(command.options);
        apis.set(key, building);
        building.catch(() => apis.delete(key));
      }
      const built = await api(key);
      return { api: key, tokens: built.tokens } satisfies Opened;
    }
    case 'reset': {
      const built = await api(command.api);
      reset(built);
      built.clock.offsetMs = 0;
      (built.app.ctx.mailer as OutboxMailer).clear();
      blocked.length = 0;
      return null;
    }
    case 'outbox':
      return (await api(command.api)).app.ctx.mailer instanceof OutboxMailer
        ? ((await api(command.api)).app.ctx.mailer as OutboxMailer).messages
        : [];
    case 'inject': {
      const { app } = await api(command.api);
      const { method, url, headers, body } = command.request;
      const res = await app.inject({
        method: method as InjectOptions['method'],
        url,
        headers,
        ...(body && body.length > 0 ? { payload: Buffer.from(body) } : {}),
      });
      const answer: InjectAnswer = {
        status: res.statusCode,
        headers: {},
        body: new Uint8Array(res.rawPayload),
      };
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined)
          answer.headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return answer;
    }
    case 'registerStatus': {
      const { store } = await api(command.api);
      // as the SBC records a REGISTER's outcome (and the simulator's writer does)
      const changed = store.db
        .prepare('UPDATE voip_carriers SET register_status = ? WHERE voip_carrier_sid = ?')
        .run(command.status ? JSON.stringify(command.status) : null, command.carrierSid).changes;
      if (changed !== 1) throw new Error(`no carrier ${command.carrierSid}`);
      return null;
    }
    case 'ttsCache': {
      const { store } = await api(command.api);
      // as a feature server keeps a prompt it synthesized
      const insert = store.db.prepare(
        'INSERT INTO tts_cache (tts_cache_sid, account_sid, vendor, voice, text_hash) VALUES (?, ?, ?, ?, ?)',
      );
      for (let i = 0; i < command.items; i += 1)
        insert.run(randomUUID(), command.accountSid, 'google', 'en-US-Standard-C', randomUUID());
      return null;
    }
    case 'clock':
      (await api(command.api)).clock.offsetMs = command.offsetMs;
      return null;
    case 'recording': {
      const { app } = await api(command.api);
      const [year, month, day] = command.date.split('/');
      // as a media server keeps what it recorded (silence here, as long as asked)
      new LocalRecordingStore(app.ctx.store).put(
        command.accountSid,
        recordingKey(year, month, day, command.callSid, 'wav'),
        command.callSid,
        'wav',
        storedMedia({ seed: 1, duration_ms: command.durationMs, speech: [], dtmf: [] }),
        Date.now(),
      );
      return null;
    }
  }
}

parentPort!.on('message', ({ id, command }: { id: number; command: Command }) => {
  run(command).then(
    (value) => {
      const reply: Reply = { id, ok: true, value, blocked: blocked.splice(0) };
      const transfer = command.op === 'inject' ? [(value as InjectAnswer).body.buffer] : [];
      parentPort!.postMessage(reply, transfer as ArrayBuffer[]);
    },
    (err: unknown) => {
      const error = err instanceof Error ? (err.stack ?? err.message) : String(err);
      parentPort!.postMessage({ id, ok: false, error, blocked: blocked.splice(0) } satisfies Reply);
    },
  );
});
