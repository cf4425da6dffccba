// The API built on a file database of its own with the admin signed in, and requests timed through app.inject
// (routing, hooks, validation, the handler and its SQL; no socket): what the in-process bench rows share.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../app';
import { BENCH_SECRETS } from './bench-server';

export type BenchRequest = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

export interface SignedIn {
  app: FastifyInstance;
  /** the admin's bearer token */
  headers: { authorization: string };
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Runs `measure` against a fresh API (closed and its database removed afterwards). */
export async function withSignedInApp<T>(
  name: string,
  measure: (signedIn: SignedIn) => Promise<T>,
  options: AppOptions = {},
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), `switchboard-${name}-bench-`));
  const app = await buildApp({
    databasePath: path.join(dir, 'bench.db'),
    ...BENCH_SECRETS,
    // a password of its own: the admin is not made to change it first, which refuses every other request
    adminInitialPassword: 'admin',
    logger: false,
    ...options,
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { username: 'admin', password: 'admin' },
    });
    if (login.statusCode !== 200) throw new Error(`sign-in: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    return await measure({ app, headers });
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `runs` requests after `warmUp` untimed ones: their times in ms, sorted, and the last status. */
export async function timeRequests(
  { app, headers }: SignedIn,
  request: (i: number) => BenchRequest,
  runs: number,
  warmUp: number,
): Promise<{ times: number[]; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < runs + warmUp; i += 1) {
    const started = performance.now();
    const res = await app.inject({ ...request(i), headers });
    const elapsed = performance.now() - started;
    status = res.statusCode;
    if (i >= warmUp) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { times, status };
}
