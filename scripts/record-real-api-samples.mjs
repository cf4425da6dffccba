#!/usr/bin/env node
// Records, from a real jambonz API server, the answers to the requests the portal makes that the first
// session's recordings (docs/api/contract.md#contract-samples) lack — in their format: NAME.json =
// {"request": {method, path, json?}, "status", "headers": {selected}, "body": <JSON | text | null>}.
// Run by hand against a test server (it creates, changes and deletes what it records, under unique names):
//
//   sudo ../shared/real-api/setup.sh            # or any jambonz API: REAL_API_URL=…/v1 REAL_API_ADMIN_KEY=…
//   node scripts/record-real-api-samples.mjs [out-dir [observability-out-dir]]
//
// out-dir defaults to api/test/contract-samples/ (api/test/contract-samples.test.ts replays them, in this order,
// against our API); the recent-calls and alerts recordings go to api/test/contract-samples-observability/. Every
// request is made with the JWT of an admin-scope user the script creates with the admin API key (the seeded admin is
// left alone), so the files have no prefix (INDEX.md: no prefix = admin JWT). Recent calls and alerts are written
// into the server's InfluxDB first, as a feature server does, with the server's own @jambonz/time-series
// (REAL_API_SRC, default ${REAL_API_ROOT:-$TMPDIR/real-api}/jambonz-api-server). Global settings
// (SystemInformation, PasswordSettings) are posted with the values they already have.
// The requests are in scripts/lib/real-api-samples/ by area, made in this order.
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { recordIdentity } from './lib/real-api-samples/identity.mjs';
import { recordObservability } from './lib/real-api-samples/observability.mjs';
import { createRecorder } from './lib/real-api-samples/recorder.mjs';
import { recordSpeech } from './lib/real-api-samples/speech.mjs';
import { recordTelephony } from './lib/real-api-samples/telephony.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = (process.env.REAL_API_URL || 'http://127.0.0.1:3900/v1').replace(/\/+$/, '');
const KEY = process.env.REAL_API_ADMIN_KEY || '660ddb0f-d584-4b88-b308-a20ed990222d';
const OUT = path.resolve(process.argv[2] || path.join(repoRoot, 'api/test/contract-samples'));
const OUT_OBSERVABILITY = path.resolve(
  process.argv[3] || path.join(repoRoot, 'api/test/contract-samples-observability'),
);
const tag = randomBytes(3).toString('hex');

async function main() {
  const recorder = createRecorder({ api: API, adminKey: KEY, repoRoot, out: OUT });
  const { call, admin, record, written } = recorder;
  // --- the recorder's own admin-scope user (the seeded admin keeps its password) -------------------------------
  const userName = `recorder-${tag}`;
  const password = 'Recorder-2468-ok';
  const { user_sid: recorderSid } = await admin('POST', '/Users', {
    name: userName,
    email: `${userName}@example.com`,
    initial_password: password,
    force_change: 0,
    is_active: 1,
    is_view_only: 0,
    service_provider_sid: null,
    account_sid: null,
  });
  recorder.token = (await call('POST', '/login', { json: { username: userName, password } })).body.token;
  const ctx = {};
  try {
    await recordIdentity(recorder, ctx, { tag, password });
    await recordTelephony(recorder, ctx, { tag });
    await recordSpeech(recorder, ctx, { tag });
    await recordObservability(recorder, ctx, { observabilityOut: OUT_OBSERVABILITY });

    // --- the end: account and provider deleted -----------------------------------------------------------------
    await record('DELETE_Accounts_sid_session', 'DELETE', `/Accounts/${ctx.account}`);
    ctx.account = undefined;
    await record('DELETE_ServiceProviders_sid', 'DELETE', `/ServiceProviders/${ctx.sp}`);
    ctx.sp = undefined;
  } finally {
    // whatever a failure left behind, and the recorder's user
    if (ctx.account) await call('DELETE', `/Accounts/${ctx.account}`, { token: KEY }).catch(() => {});
    if (ctx.sp) {
      for (const lcr of (await call('GET', '/Lcrs', { token: KEY })).body ?? [])
        if (lcr.service_provider_sid === ctx.sp) await call('DELETE', `/Lcrs/${lcr.lcr_sid}`, { token: KEY });
      await call('DELETE', `/ServiceProviders/${ctx.sp}`, { token: KEY }).catch(() => {});
    }
    await call('DELETE', `/Users/${recorderSid}`, { token: KEY }).catch(() => {});
  }
  console.log(`recorded ${written.length} answers from ${API}:\n  ${written.join('\n  ')}`);
}

// Only when run (node scripts/record-real-api-samples.mjs …): importing the file records nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error.stack ?? error);
    process.exit(1);
  });
}
