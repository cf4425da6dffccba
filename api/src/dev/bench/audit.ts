// What the audit trail costs (issue 13): the same carrier update, timed with the trail on and off (AUDIT_TRAIL),
// each on its own fresh database, in process (app.inject: the route, its transaction and the trail, no socket).
// Aim: the p99 of the two within 2 ms of each other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../app';
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';

const UPDATES = Number(process.env.BENCH_AUDIT_UPDATES || 3000);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function timeCarrierUpdates(auditTrail: boolean): Promise<{ p50: number; p99: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-audit-bench-'));
  const app = await buildApp({
    databasePath: path.join(dir, 'bench.db'),
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    encryptionSecret: 'bench-encryption',
    auditTrail,
    logger: false,
  });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { username: 'admin', password: 'admin' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const created = await app.inject({
      method: 'POST',
      url: `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/VoipCarriers`,
      headers,
      payload: { name: 'audited carrier', description: 'start' },
    });
    if (created.statusCode !== 201) throw new Error(`carrier: ${created.statusCode} ${created.body}`);
    const { sid } = created.json() as { sid: string };
    const times: number[] = [];
    for (let i = 0; i < UPDATES; i += 1) {
      const started = performance.now();
      // Each update changes something, so the trail has a before/after to record.
      const res = await app.inject({
        method: 'PUT',
        url: `/v1/VoipCarriers/${sid}`,
        headers,
        payload: { description: `update ${i}`, e164_leading_plus: i % 2 },
      });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 204) throw new Error(`update: ${res.statusCode} ${res.body}`);
      if (i >= 200) times.push(elapsed); // the first ones warm the JIT and the statement cache
    }
    times.sort((a, b) => a - b);
    return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench's row: p50/p99 of a carrier update with and without the trail, and whether they are ≤ 2 ms apart. */
export async function auditOverheadRow(): Promise<Record<string, string | number>> {
  const off = await timeCarrierUpdates(false);
  const on = await timeCarrierUpdates(true);
  const apart = on.p99 - off.p99;
  return {
    scenario: `PUT /VoipCarriers/:sid × ${UPDATES} (in process)`,
    'p50 off ms': +off.p50.toFixed(2),
    'p50 on ms': +on.p50.toFixed(2),
    'p99 off ms': +off.p99.toFixed(2),
    'p99 on ms': +on.p99.toFixed(2),
    'p99 apart (aim ≤ 2 ms)': `${apart.toFixed(2)} ms ${apart <= 2 ? 'ok' : 'OVER'}`,
  };
}
