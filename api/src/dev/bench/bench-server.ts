// The API server a benchmark measures: the built server (dist/server.js) in its own process over a seeded database,
// on a free loopback port, ready once /health answers. One place for every bench of `npm run bench -w api`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The secrets the benches seed their databases with (the server must read what they wrote). */
export const BENCH_SECRETS = {
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
  encryptionSecret: 'bench-encryption',
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  base: string;
  /** the server process's (for its memory figures) */
  pid: number;
  stop: () => void;
}

/** Starts the API over `databasePath` and waits (up to 30 s) for /health; stops it if it never answers. */
export async function startBenchServer(databasePath: string): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(__dirname, '..', '..', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      JWT_SECRET: BENCH_SECRETS.jwtSecret,
      ENCRYPTION_SECRET: BENCH_SECRETS.encryptionSecret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
  };
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, pid: server.pid!, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the API server did not start within 30 s');
}
