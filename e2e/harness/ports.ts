// Free TCP ports from the OS (port 0), so the suite never takes 3000/8080–8085 or a colleague's port.
import { createServer } from 'node:net';

const RESERVED = new Set([3000, 8080, 8081, 8082, 8083, 8084, 8085]);

function onePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Each Playwright worker takes only the ports of its own residue class: a port one worker has just seen free and
 * is about to start a server on can never be handed to the other worker meanwhile. (Without this, a remote that lost
 * the race exited with EADDRINUSE while its health check was answered by the other worker's server, and its pages
 * failed once that stack stopped.)
 */
const PORT_CLASSES = 8;
const workerClass = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % PORT_CLASSES;

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await onePort();
    if (!RESERVED.has(port) && port % PORT_CLASSES === workerClass) ports.add(port);
  }
  return [...ports];
}
