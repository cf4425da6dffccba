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
      path.join(repoRoot, 'api/dist/observability/simulate-cli.js'),
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
