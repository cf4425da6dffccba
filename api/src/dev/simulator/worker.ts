// A simulator worker (see pool.ts): makes and packs its accounts' calls and sends them in batches, each
// batch's blobs in one buffer handed over without a copy, never more than `window` batches ahead of the writer.
import { parentPort, workerData } from 'node:worker_threads';
import { packCall, type PackedCall } from './packing';
import { accountCalls } from './writer';
import type { WireBlob, WireCall, WorkerJob, WorkerMessage } from './pool';

const job = workerData as WorkerJob;
const port = parentPort!;
let unwritten = 0;
let wake: (() => void) | null = null;
port.on('message', () => {
  unwritten -= 1;
  wake?.();
  wake = null;
});

async function send(calls: readonly PackedCall[]): Promise<void> {
  const size = calls.reduce(
    (n, c) => n + (c.trace?.bytes.length ?? 0) + (c.capture?.bytes.length ?? 0) + (c.logs?.bytes.length ?? 0),
    0,
  );
  const bytes = new Uint8Array(size);
  let offset = 0;
  const place = (blob: PackedCall['trace']): WireBlob => {
    if (!blob) return null;
    bytes.set(blob.bytes, offset);
    offset += blob.bytes.length;
    return [offset - blob.bytes.length, blob.bytes.length, blob.count];
  };
  const wire: WireCall[] = calls.map((c) => ({
    ...c,
    trace: place(c.trace),
    capture: place(c.capture),
    logs: place(c.logs),
  }));
  const message: WorkerMessage = { bytes: bytes.buffer, calls: JSON.stringify(wire) };
  port.postMessage(message, [bytes.buffer]);
  unwritten += 1;
  while (unwritten >= job.window) await new Promise<void>((resolve) => (wake = resolve));
}

async function run(): Promise<void> {
  let batch: PackedCall[] = [];
  for (const account of job.accounts) {
    for (const call of accountCalls(account, job.options)) {
      batch.push(packCall(call));
      if (batch.length >= job.batch) {
        await send(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await send(batch);
  port.postMessage({ done: true } satisfies WorkerMessage);
}

void run();
