// Free TCP ports for the suite's servers, never 3000/8080–8085 or a colleague's port.
//
// Each Playwright worker draws from its own block below Linux's ephemeral range (32768–60999): a port one worker has
// just found free and is about to start a server on can never be taken meanwhile by the other worker, nor by an
// outgoing connection. (Asking the OS for port 0 had both races: a remote that lost one exited with EADDRINUSE while
// its health check was answered by the other worker's server. Filtering the OS's answers by worker does not work
// either: Linux hands out odd ports for bind(0), so half the workers never got one.)
import { createServer } from 'node:net';

const FIRST_PORT = 20_000;
const BLOCK = 1_500;
const BLOCKS = 8;
const ATTEMPTS = 300;

const workerBlock = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % BLOCKS;

/** Whether nothing listens on `port` of the loopback address (by listening on it for a moment). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** `count` distinct free ports of this worker's block. */
export async function freePorts(count: number): Promise<number[]> {
  const start = FIRST_PORT + workerBlock * BLOCK;
  const ports = new Set<number>();
  for (let attempt = 0; ports.size < count; attempt += 1) {
    if (attempt === ATTEMPTS)
      throw new Error(`no ${count} free ports in ${start}–${start + BLOCK - 1} after ${ATTEMPTS} tries`);
    const port = start + Math.floor(Math.random() * BLOCK);
    if (!ports.has(port) && (await isFree(port))) ports.add(port);
  }
  return [...ports];
}
