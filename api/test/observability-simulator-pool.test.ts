// The simulator on worker threads (dev/simulator/pool.ts) writes the very calls the one-thread simulator writes: the
// same CDRs, alerts, traces, SIP captures, log lines and recordings, byte for byte once read back. And what is
// stored reads back whatever version packed it (gzip'd JSON of earlier versions, Brotli JSON, Brotli lines).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Store } from '../src/db/store';
import { createWorld, type World } from './helpers';
import { simulate } from '../src/dev/simulator/simulator';
import { simulateInWorkers, type WorkerJob } from '../src/dev/simulator/pool';
import { ArtefactRepository } from '../src/areas/observability/records/artefacts';

const artefacts = (store: Store) => new ArtefactRepository(store);

const NOW = Date.parse('2026-02-11T18:00:00.000Z');
let w: World;

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
  const app = await w.api('POST', '/v1/Applications', w.tokens.admin, {
    name: 'IVR',
    account_sid: w.acct2,
    call_hook: { url: 'https://hooks.example.com/ivr', method: 'POST' },
    call_status_hook: { url: 'https://hooks.example.com/status', method: 'POST' },
  });
  expect(app.statusCode).toBe(201);
  // every answered call of acct2 is recorded (and traced)
  w.app.ctx.store.run('UPDATE accounts SET record_all_calls = 1 WHERE account_sid = ?', w.acct2);
});
afterAll(async () => {
  await w.app.close();
});

/** A worker run from the TypeScript sources (the compiled one is what `npm run simulate` starts). */
const sourceWorker = (job: WorkerJob) =>
  new Worker(path.join(__dirname, 'ts-worker.cjs'), {
    workerData: { ...job, entry: path.join(__dirname, '../src/dev/simulator/worker.ts') },
  });

/** Everything the simulator wrote, read back through the readers, in an order independent of row ids. */
function written(store: Store) {
  const rows = <T>(sql: string) => store.all<T>(sql);
  return {
    cdrs: rows<Record<string, unknown>>('SELECT * FROM cdrs ORDER BY call_sid').map(
      ({ cdr_id: _id, ...cdr }) => cdr,
    ),
    hours: rows('SELECT * FROM cdr_hours ORDER BY account_sid, hour, direction, answered'),
    alerts: rows<Record<string, unknown>>(
      'SELECT * FROM alerts ORDER BY time, alert_type, target_sid, account_sid, message',
    ).map(({ alert_id: _id, ...alert }) => alert),
    traces: rows<{ trace_id: string; span_count: number }>(
      'SELECT trace_id, span_count FROM call_traces ORDER BY trace_id',
    ).map((t) => ({ ...t, trace: artefacts(store).getTrace(t.trace_id) })),
    captures: rows<{ sip_callid: string; method: 'invite' | 'register' }>(
      'SELECT sip_callid, method FROM sip_captures ORDER BY sip_callid, method',
    ).map((c) => artefacts(store).getSipCapture(c.sip_callid, c.method)),
    logs: rows<{ call_sid: string }>('SELECT call_sid FROM call_logs ORDER BY call_sid').map((l) => ({
      call_sid: l.call_sid,
      lines: artefacts(store).getCallLogs(l.call_sid),
    })),
    recordings: rows(
      'SELECT object_key, call_sid, duration_ms, media FROM call_recordings ORDER BY object_key',
    ),
  };
}

test('two workers write the calls the one-thread simulator writes, with everything they carry', async () => {
  const options = { seed: 77, days: 2, until: NOW, callsPerDay: 150, batch: 40 };
  // the same database twice: one for each simulator
  const copy = new Store(new Database(w.app.ctx.store.db.serialize()));
  const one = simulate(copy, options);
  const pooled = await simulateInWorkers(w.app.ctx.store, options, { workers: 2, startWorker: sourceWorker });
  expect({ ...pooled, ms: 0 }).toEqual({ ...one, ms: 0 });
  expect(one.calls).toBeGreaterThan(300);
  expect(one.traces).toBeGreaterThan(20);
  expect(one.recordings).toBeGreaterThan(20);
  const a = written(copy);
  const b = written(w.app.ctx.store);
  expect(b.cdrs.length).toBe(one.calls);
  expect(b.logs.length).toBe(one.calls);
  expect(b).toEqual(a);
  copy.close();
});

test('a worker that fails rejects the run, and the connection’s settings are put back', async () => {
  const failing = (job: WorkerJob) =>
    new Worker('throw new Error("no traffic model")', { eval: true, workerData: job });
  const cacheSize = w.app.ctx.store.db.pragma('cache_size', { simple: true });
  await expect(
    simulateInWorkers(
      w.app.ctx.store,
      { seed: 78, days: 1, until: NOW, callsPerDay: 10 },
      { startWorker: failing },
    ),
  ).rejects.toThrow('no traffic model');
  expect(w.app.ctx.store.db.pragma('cache_size', { simple: true })).toBe(cacheSize);
});

describe('stored blobs read back whatever packed them', () => {
  const store = () => w.app.ctx.store;
  test('gzip’d JSON of earlier versions', () => {
    store().run(
      'INSERT INTO call_logs (call_sid, account_sid, line_count, lines) VALUES (?, ?, ?, ?)',
      'old-logs',
      w.acct1,
      2,
      gzipSync(JSON.stringify(['{"msg":"a"}', '{"msg":"b"}'])),
    );
    expect(artefacts(store()).getCallLogs('old-logs')).toEqual(['{"msg":"a"}', '{"msg":"b"}']);
    store().run(
      'INSERT INTO call_traces (trace_id, account_sid, received_at, span_count, otlp) VALUES (?, ?, ?, ?, ?)',
      'f'.repeat(32),
      w.acct1,
      NOW,
      0,
      gzipSync(JSON.stringify({ resourceSpans: [] })),
    );
    expect(artefacts(store()).getTrace('f'.repeat(32))?.trace).toEqual({ resourceSpans: [] });
  });

  test('log lines, appended, including ones a line of text cannot hold', () => {
    const lines = ['{"msg":"first"}', 'two\nlines', '', '{"msg":"last"}'];
    store().transaction(() => {
      artefacts(store()).putCallLogs('new-logs', w.acct1, lines.slice(0, 1));
      artefacts(store()).putCallLogs('new-logs', w.acct1, lines.slice(1));
      artefacts(store()).putCallLogs('plain-logs', w.acct1, ['{"msg":"a"}', '{"msg":"b"}']);
    });
    expect(artefacts(store()).getCallLogs('new-logs')).toEqual(lines);
    expect(artefacts(store()).getCallLogs('plain-logs')).toEqual(['{"msg":"a"}', '{"msg":"b"}']);
  });

  test('captures and traces (spans of one trace sent in two parts are merged)', () => {
    const message = {
      time: '2026-02-11T17:00:00.000000Z',
      src_ip: '198.51.100.20',
      src_port: 5060,
      dst_ip: '203.0.113.5',
      dst_port: 5060,
      payload: 'OPTIONS sip:x@203.0.113.5 SIP/2.0\r\nCall-ID: abc\r\n\r\n',
    };
    const span = (spanId: string) => ({
      traceId: 'e'.repeat(32),
      spanId,
      name: 'call',
      kind: 2,
      startTimeUnixNano: '1',
      endTimeUnixNano: '2',
    });
    const part = (spanId: string) => ({
      resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ spans: [span(spanId)] }] }],
    });
    store().transaction(() => {
      artefacts(store()).putSipCapture(
        {
          sip_callid: 'abc',
          method: 'invite',
          account_sid: w.acct1,
          service_provider_sid: w.sp1,
          messages: [message],
        },
        NOW,
      );
      artefacts(store()).putTrace('e'.repeat(32), w.acct1, part('1'.repeat(16)), NOW);
      artefacts(store()).putTrace('e'.repeat(32), w.acct1, JSON.stringify(part('2'.repeat(16))), NOW);
    });
    expect(artefacts(store()).getSipCapture('abc', 'invite')?.messages).toEqual([message]);
    const trace = artefacts(store()).getTrace('e'.repeat(32))!.trace;
    expect(
      trace.resourceSpans.flatMap((rs) => rs.scopeSpans!.flatMap((s) => s.spans.map((x) => x.spanId))),
    ).toEqual(['1'.repeat(16), '2'.repeat(16)]);
  });
});
