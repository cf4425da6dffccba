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

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) {
    const port = await onePort();
    if (!RESERVED.has(port)) ports.add(port);
  }
  return [...ports];
}
