// The simulator on worker threads: workers make and pack the calls (the traffic model, OTLP and SIP text, log
// lines, compression: most of a simulated call's cost), this thread only writes them. Each account's calls come
// from its own stream, so accounts are dealt to workers and the calls are the same as `simulate` makes on one
// thread, down to every byte; only the order the batches are written in (the rows' ids) may differ.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Store } from '../../db/store';
import type { PackedBlob } from '../../areas/observability';
import type { PackedCall } from './packing';
import { loadPlatform, type AccountModel } from './platform';
import {
  countWritten,
  emptyResult,
  finishSimulation,
  startBulkWrites,
  writeSimulatedCalls,
  type SimulationOptions,
  type SimulationResult,
} from './writer';

/** What a worker is asked to do (its workerData). */
export interface WorkerJob {
  accounts: AccountModel[];
  options: SimulationOptions;
  /** calls per message */
  batch: number;
  /** messages a worker may have sent and not yet seen written (so a slow writer does not pile calls up in memory) */
  window: number;
}

/** A packed blob as sent: its place in the message's one transferred buffer. */
export type WireBlob = [offset: number, length: number, count: number] | null;

export interface WireCall extends Omit<PackedCall, 'trace' | 'capture' | 'logs'> {
  trace: WireBlob;
  capture: WireBlob;
  logs: WireBlob;
}

/**
 * A worker's messages: a batch of calls, then done. The calls travel as JSON text (a string is copied at once;
 * thousands of objects cloned one by one cost the writer more), their blobs in one transferred buffer.
 */
export type WorkerMessage = { bytes: ArrayBuffer; calls: string } | { done: true };

/** The calls of a message, their blobs as views of its buffer (no copy). */
export function callsOfMessage(bytes: ArrayBuffer, json: string): PackedCall[] {
  const blob = (wire: WireBlob): PackedBlob | null =>
    wire ? { bytes: Buffer.from(bytes, wire[0], wire[1]), count: wire[2] } : null;
  return (JSON.parse(json) as WireCall[]).map((c) => ({
    ...c,
    trace: blob(c.trace),
    capture: blob(c.capture),
    logs: blob(c.logs),
  }));
}

export interface PoolOptions {
  /** worker threads (default: one per core: writing keeps this thread busy only part of the time) */
  workers?: number;
  /** starts a worker (tests run it from the TypeScript sources) */
  startWorker?: (job: WorkerJob) => Worker;
}

const startCompiledWorker = (job: WorkerJob) =>
  new Worker(path.join(__dirname, 'worker.js'), { workerData: job });

/** `simulate`, with the calls made on worker threads. */
export async function simulateInWorkers(
  store: Store,
  options: SimulationOptions,
  pool: PoolOptions = {},
): Promise<SimulationResult> {
  const started = Date.now();
  const accounts = loadPlatform(store, options.accounts);
  const result = emptyResult(accounts.length);
  const count = Math.max(1, Math.min(pool.workers ?? availableParallelism(), accounts.length));
  const shares = Array.from({ length: count }, (_, i) => accounts.filter((_a, j) => j % count === i));
  const start = pool.startWorker ?? startCompiledWorker;
  const workers: Worker[] = [];
  const endBulkWrites = startBulkWrites(store);
  try {
    await Promise.all(
      shares.map(
        (share) =>
          new Promise<void>((resolve, reject) => {
            const worker = start({ accounts: share, options, batch: options.batch ?? 500, window: 4 });
            workers.push(worker);
            let done = false;
            worker.on('message', (message: WorkerMessage) => {
              if ('done' in message) {
                done = true;
                resolve();
                return;
              }
              try {
                const calls = callsOfMessage(message.bytes, message.calls);
                countWritten(result, writeSimulatedCalls(store, calls, options.until));
                worker.postMessage('written');
              } catch (error) {
                reject(error as Error);
              }
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (!done) reject(new Error(`a simulator worker stopped (exit code ${code})`));
            });
          }),
      ),
    );
  } finally {
    endBulkWrites();
    await Promise.all(workers.map((w) => w.terminate()));
  }
  finishSimulation(store, accounts, options, result);
  result.ms = Date.now() - started;
  return result;
}
