// What the audit trail costs (docs/architecture.md#benchmarks): the same carrier update, timed with the trail on and off (AUDIT_TRAIL),
// each on its own fresh database, in process (app.inject: the route, its transaction and the trail, no socket).
// Aim: the p99 of the two within 2 ms of each other.
import { DEFAULT_SERVICE_PROVIDER_SID } from '../../db/seed';
import { quantile, timeRequests, withSignedInApp } from './in-process';

const UPDATES = Number(process.env.BENCH_AUDIT_UPDATES || 3000);
/** the first updates warm the JIT and the statement cache */
const WARM_UP = 200;

function timeCarrierUpdates(auditTrail: boolean): Promise<{ p50: number; p99: number }> {
  return withSignedInApp(
    'audit',
    async (signedIn) => {
      const created = await signedIn.app.inject({
        method: 'POST',
        url: `/v1/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}/VoipCarriers`,
        headers: signedIn.headers,
        payload: { name: 'audited carrier', description: 'start' },
      });
      if (created.statusCode !== 201) throw new Error(`carrier: ${created.statusCode} ${created.body}`);
      const { sid } = created.json() as { sid: string };
      // Each update changes something, so the trail has a before/after to record.
      const { times, status } = await timeRequests(
        signedIn,
        (i) => ({
          method: 'PUT',
          url: `/v1/VoipCarriers/${sid}`,
          payload: { description: `update ${i}`, e164_leading_plus: i % 2 },
        }),
        UPDATES - WARM_UP,
        WARM_UP,
      );
      if (status !== 204) throw new Error(`update: ${status}`);
      return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) };
    },
    { auditTrail },
  );
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
