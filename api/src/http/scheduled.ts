// The API's scheduled work in one place (docs/api/additions.md#scheduled-work): an area registers a named job with
// its period while its routes register; the jobs start once the server listens (never in a test that only injects
// requests: it runs the work itself), a job never overlaps itself (its next run is timed from the end of the one
// before when that one ran long), a failing run is logged and the job runs again a period later, and closing the
// server stops them, waiting for a run under way, before the database closes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** what the log calls it */
  name: string;
  /** ms from the start of one run to the start of the next (later when a run lasts longer) */
  everyMs: number;
  /** runs once as soon as the jobs start, else first after one period */
  atStart?: boolean;
  run: () => unknown;
}

interface Entry {
  job: ScheduledJob;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
}

export class Scheduler {
  private readonly entries: Entry[] = [];
  private started = false;
  private stopped = false;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'error'>) {}

  /** Registers a job (started with the others; at once when they already are). */
  add(job: ScheduledJob): void {
    if (!(job.everyMs > 0)) throw new Error(`scheduled job ${job.name}: everyMs must be more than 0`);
    const entry: Entry = { job, timer: null, running: null };
    this.entries.push(entry);
    if (this.started && !this.stopped) this.arm(entry, job.atStart ? 0 : job.everyMs);
  }

  /** The names of the jobs registered. */
  get jobs(): string[] {
    return this.entries.map((e) => e.job.name);
  }

  /** Starts every job (once; never after `stop`). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const entry of this.entries) this.arm(entry, entry.job.atStart ? 0 : entry.job.everyMs);
  }

  /** Stops every job: no run starts from now on; resolves once the runs under way have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.entries) {
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
    }
    await Promise.all(this.entries.map((e) => e.running));
  }

  private arm(entry: Entry, delayMs: number): void {
    entry.timer = setTimeout(() => {
      entry.timer = null;
      entry.running = this.runOnce(entry).finally(() => {
        entry.running = null;
      });
    }, delayMs);
    // a scheduled job alone never keeps the process alive
    entry.timer.unref();
  }

  private async runOnce(entry: Entry): Promise<void> {
    const { job } = entry;
    const started = Date.now();
    try {
      await job.run();
    } catch (err) {
      this.log.error({ err, job: job.name }, `scheduled job ${job.name} failed`);
    }
    if (this.stopped) return;
    this.arm(entry, Math.max(0, job.everyMs - (Date.now() - started)));
  }
}

/**
 * The app's scheduler: started when the server listens (Fastify's onListen; `inject` and `ready` never start it),
 * stopped before it closes (preClose: before the onClose hooks close the database).
 */
export function attachScheduler(app: FastifyInstance): Scheduler {
  const scheduler = new Scheduler(app.log);
  app.addHook('onListen', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());
  return scheduler;
}
