// What the observability specs share: a stack whose API reads call logs from the platform's own store, and a
// simulated dataset — accounts with users and an application, then `npm run simulate`'s program run on the stack's
// database (deterministic traffic: CDRs, traces, SIP captures, logs, recordings, alerts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../harness/paths';
import type { ApiClient } from '../harness/api-client';
import { unique } from './support';

export interface SimulatedAccount {
  sid: string;
  name: string;
  user: string;
}

/** An account with a recording application and an account user. */
export async function accountWithTraffic(admin: ApiClient, label: string): Promise<SimulatedAccount> {
  const sp = await admin.defaultServiceProviderSid();
  const name = unique(label);
  const sid = await admin.createAccount({ name, service_provider_sid: sp });
  await admin.createApplication({ name: unique(`${label} IVR`), account_sid: sid });
  // every answered call recorded (the player's journey needs some)
  await admin.request('PUT', `/Accounts/${sid}`, { record_all_calls: 1 });
  const user = unique(`${label}-user`).replace(/ /g, '-').toLowerCase();
  await admin.createUser({ name: user, scope: 'account', service_provider_sid: sp, account_sid: sid });
  return { sid, name, user };
}

/** `npm run simulate` on the stack's database for these accounts. */
export function simulate(
  databasePath: string,
  accounts: string[],
  options: { seed: number; days?: number; perDay?: number },
) {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'api/dist/dev/simulator/cli.js'),
      '--seed',
      String(options.seed),
      '--days',
      String(options.days ?? 2),
      '--calls-per-day',
      String(options.perDay ?? 60),
      ...accounts.flatMap((a) => ['--account', a]),
    ],
    { env: { ...process.env, DATABASE_PATH: databasePath, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
}

/**
 * One call of the account that ended a minute ago, reported through the ingest path a feature server calls: the
 * "Today" list (the default) then has a call at any hour. Simulated traffic follows the day's profile, and in the
 * first hours after midnight UTC "Today" can be empty.
 */
export async function reportCallJustEnded(admin: ApiClient, accountSid: string): Promise<void> {
  const ended = Date.now() - 60_000;
  await admin.request('POST', '/Ingest/Cdrs', [
    {
      attempted_at: ended - 45_000,
      answered_at: ended - 40_000,
      terminated_at: ended,
      answered: true,
      direction: 'inbound',
      account_sid: accountSid,
      call_sid: crypto.randomUUID(),
      from: '+14155550199',
      to: '15550001001',
      sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
      sip_status: 200,
      duration: 40,
    },
  ]);
}

/**
 * `total` outbound calls of the account on `trunk`, the first `answered` of them answered (the others 503), reported
 * through the ingest path; the latest ended `endedAgoMs` ago, each other one `spacingMs` before the next.
 */
export async function reportTrunkCalls(
  admin: ApiClient,
  call: {
    accountSid: string;
    trunk: string;
    total: number;
    answered: number;
    endedAgoMs: number;
    spacingMs: number;
  },
): Promise<void> {
  const now = Date.now();
  await admin.request(
    'POST',
    '/Ingest/Cdrs',
    Array.from({ length: call.total }, (_, i) => {
      const ended = now - call.endedAgoMs - i * call.spacingMs;
      const ok = i < call.answered;
      return {
        attempted_at: ended - 45_000,
        ...(ok ? { answered_at: ended - 40_000 } : {}),
        terminated_at: ended,
        answered: ok,
        direction: 'outbound',
        account_sid: call.accountSid,
        call_sid: crypto.randomUUID(),
        from: '+14155550199',
        to: `1555000${String(1000 + i)}`,
        sip_callid: `${crypto.randomUUID()}@203.0.113.10`,
        sip_status: ok ? 200 : 503,
        duration: ok ? 40 : 0,
        trunk: call.trunk,
      };
    }),
  );
}
