// The API's scheduled work (src/http/scheduled.ts, docs/api/additions.md#scheduled-work): jobs start once the server
// listens (never on `ready` or `inject` alone), a job never overlaps itself, a failing run is logged and the job runs
// again a period later, and closing the server stops every job — waiting for a run under way — before the database
// closes. Timers are Jest's fake ones: time moves only when the test moves it.
import Fastify, { type FastifyInstance } from 'fastify';
import { attachScheduler, type Scheduler } from '../src/http/scheduled';
import { buildApp } from '../src/app';

const PERIOD = 60_000;

/** A job's runs: how many started and ended; `hold` keeps the next runs going until `release`. */
function countingJob() {
  const job = { started: 0, ended: 0, hold: false, release: () => {} };
  const run = async () => {
    job.started += 1;
    if (job.hold) await new Promise<void>((resolve) => (job.release = resolve));
    job.ended += 1;
  };
  return { job, run };
}

let app: FastifyInstance;
let scheduler: Scheduler;
let errors: Array<{ obj: unknown; msg: string }>;

beforeEach(() => {
  // the server's own machinery (its socket, its hooks' promises) runs as usual; only the jobs' timers are fake
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  app = Fastify({ logger: false });
  errors = [];
  scheduler = attachScheduler(app);
  // what the scheduler logs, kept to be read
  (scheduler as unknown as { log: { error: (obj: unknown, msg: string) => void } }).log = {
    error: (obj, msg) => errors.push({ obj, msg }),
  };
});

afterEach(async () => {
  await app.close();
  jest.useRealTimers();
});

const listen = () => app.listen({ port: 0, host: '127.0.0.1' });

test('jobs start once the server listens, not when it is only ready', async () => {
  const first = countingJob();
  const second = countingJob();
  scheduler.add({ name: 'at start', everyMs: PERIOD, atStart: true, run: first.run });
  scheduler.add({ name: 'after a period', everyMs: PERIOD, run: second.run });
  await app.ready();
  await jest.advanceTimersByTimeAsync(3 * PERIOD);
  expect([first.job.started, second.job.started]).toEqual([0, 0]);

  await listen();
  await jest.advanceTimersByTimeAsync(0);
  expect([first.job.started, second.job.started]).toEqual([1, 0]);
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect([first.job.started, second.job.started]).toEqual([2, 1]);
  await jest.advanceTimersByTimeAsync(2 * PERIOD);
  expect([first.job.started, second.job.started]).toEqual([4, 3]);
});

test('a run that lasts longer than the period is never overlapped: the next starts after it ends', async () => {
  const { job, run } = countingJob();
  scheduler.add({ name: 'slow', everyMs: PERIOD, run });
  await listen();
  job.hold = true;
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect(job).toMatchObject({ started: 1, ended: 0 });
  // three periods later the first run still goes on: no second one
  await jest.advanceTimersByTimeAsync(3 * PERIOD);
  expect(job).toMatchObject({ started: 1, ended: 0 });
  job.hold = false;
  job.release();
  await jest.advanceTimersByTimeAsync(0);
  expect(job).toMatchObject({ started: 2, ended: 2 });
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect(job).toMatchObject({ started: 3, ended: 3 });
});

test('a failing run is logged with the job’s name and the job runs again a period later', async () => {
  let runs = 0;
  scheduler.add({
    name: 'flaky',
    everyMs: PERIOD,
    run: () => {
      runs += 1;
      if (runs === 1) throw new Error('database is locked');
    },
  });
  await listen();
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect(runs).toBe(1);
  expect(errors).toEqual([
    {
      obj: expect.objectContaining({
        job: 'flaky',
        err: expect.objectContaining({ message: 'database is locked' }),
      }),
      msg: 'scheduled job flaky failed',
    },
  ]);
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect(runs).toBe(2);
  expect(errors).toHaveLength(1);
});

test('closing the server waits for the run under way and starts no other', async () => {
  const { job, run } = countingJob();
  scheduler.add({ name: 'closing', everyMs: PERIOD, run });
  await listen();
  job.hold = true;
  await jest.advanceTimersByTimeAsync(PERIOD);
  expect(job).toMatchObject({ started: 1, ended: 0 });
  let closed = false;
  const closing = app.close().then(() => {
    closed = true;
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(closed).toBe(false);
  job.hold = false;
  job.release();
  await closing;
  expect(job).toMatchObject({ started: 1, ended: 1 });
  await jest.advanceTimersByTimeAsync(5 * PERIOD);
  expect(job.started).toBe(1);
});

test('the API registers the alert rules’ pass and the usage sweep, and only when the server is configured to', async () => {
  await app.close();
  const withRules = await buildApp({ observability: { alertRules: { everyMs: 15_000 } } });
  const withoutRules = await buildApp();
  try {
    expect(withRules.scheduler.jobs).toEqual(expect.arrayContaining(['alert rules', 'usage peak hours']));
    expect(withoutRules.scheduler.jobs).toEqual(['usage peak hours']);
  } finally {
    await withRules.close();
    await withoutRules.close();
  }
});
