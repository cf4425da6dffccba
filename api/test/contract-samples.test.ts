// Contract fidelity: every request recorded from the real jambonz API server (v0.9.6) that this API covers is
// replayed, in the order the recording session made them, against a fresh server that is given the same data,
// and each answer is compared with the recording by shape: status code, empty vs text vs JSON, bare array vs
// paged object, every field name and its JSON type (0/1 integers must stay numbers, booleans booleans).
// Values are not compared (sids, tokens and dates differ). The recordings are in test/contract-samples/, copied
// from the first recording session (docs/api/contract.md#contract-samples) so the test runs on a clean clone.
// Where this API answers differently on purpose — a real-server crash or bug docs/api/differences.md#fixed-on-purpose says not to copy, or a
// spec rule the real server lacks — the sample is listed in DELIBERATE with the reason and what we send instead.
// The session's steps are in contract-samples.steps.ts, the replay of one in contract-samples.replay.ts.
import { shapeDiffs, type Json } from './contract-shape';
import {
  readSample,
  replay,
  sampleFiles,
  startSession,
  type Answer,
  type ReplaySession,
  type Sample,
} from './contract-samples.replay';
import { STEPS } from './contract-samples.steps';

interface Deliberate {
  why: string;
  /** our status when it differs from the recording */
  status?: number;
  /** our body is `{msg}` (the recording's was empty, HTML or another shape) */
  msgBody?: true;
  /** keys we add to the recorded object */
  extraKeys?: string[];
  /** our plain-text body (the recording's was another text) */
  textBody?: string;
  /** our body is JSON where the recording's was text (a request we serve that the real server refused) */
  jsonBody?: true;
  /** our body is empty where the recording's was not */
  emptyBody?: true;
}

const NOT_FOUND_MSG = 'a 404 carries {msg} (the portal shows it) where the real server sends an empty body';
const DELIBERATE: Record<string, Deliberate> = {
  'GET_Accounts_unknown_sid.json': { why: NOT_FOUND_MSG, msgBody: true },
  'GET_Applications_sid_notfound.json': { why: NOT_FOUND_MSG, msgBody: true },
  'ACCT_GET_Applications_other_sid.json': { why: NOT_FOUND_MSG, msgBody: true },
  'ERR_unknown_route_authed.json': {
    why: 'an unknown route is 404 {msg} instead of Express’s HTML page',
    msgBody: true,
  },
  'GET_ApiKeys_root.json': {
    why: 'an unknown route is 404 {msg} instead of Express’s HTML page',
    msgBody: true,
  },
  'ACCT_GET_SystemInformation.json': {
    why: 'guard failures keep {status, message} and add msg, which the portal reads',
    extraKeys: ['msg'],
  },
  'SP_GET_SystemInformation.json': {
    why: 'the session’s SP user must change their password first (force_change): until then their token may do nothing else (docs/api/contract.md#forced-password-change)',
    status: 403,
    msgBody: true,
  },
  'ERR_after_logout_first_token.json': {
    why: 'signing out ends the session that signs out; the same user’s other token (the session’s first) goes on (docs/api/contract.md#revocation)',
    status: 200,
    jsonBody: true,
  },
  'SP_GET_Users.json': {
    why: 'the session’s SP user must change their password first (force_change): until then their token may do nothing else (docs/api/contract.md#forced-password-change)',
    status: 403,
    msgBody: true,
  },
  'POST_forgot_password_invalid.json': {
    why: 'forgot-password errors keep {error} and add msg, which the portal reads',
    extraKeys: ['msg'],
  },
  'POST_forgot_password_unknown.json': {
    why: 'an unknown address gets the answer a known one gets, so the answer does not tell which addresses exist (docs/api/contract.md#password-reset)',
    status: 204,
    emptyBody: true,
  },
  'GET_PasswordSettings.json': {
    why: 'with no row stored we answer the spec’s whole default policy (6, 0, 0), not only a length',
    extraKeys: ['require_digit', 'require_special_character'],
  },
  'POST_Accounts_duplicate_name.json': {
    why: 'account names are unique per service provider (docs/product/identity.md#account-form); the real server accepts the duplicate',
    status: 422,
    msgBody: true,
  },
  'POST_Accounts_unknown_field.json': {
    why: 'an unknown field is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'POST_ApiKeys_unknown_field_expiry_secs.json': {
    why: 'an unknown field is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'DELETE_VoipCarriers_notfound.json': { why: NOT_FOUND_MSG, msgBody: true },
  'POST_PhoneNumbers_no_carrier.json': {
    why: 'number, carrier and account are required (docs/product/telephony.md#phone-number-form); the real server accepts a number without a carrier',
    status: 400,
    msgBody: true,
  },
  'GET_ServiceProviders_sid_SpeechCredentials_sid_test.json': {
    why: 'a failed side always says why: the recording’s STT failed without a reason',
    extraKeys: ['stt.reason'],
  },
  'POST_Applications_missing_call_hook.json': {
    why: 'a missing call_hook is a 400, not a 500 (docs/api/differences.md#fixed-on-purpose)',
    status: 400,
  },
  'GET_AppEnv_unreachable.json': {
    why: 'a webhook that cannot be reached is a 400 {msg} saying why (the form shows it by the environment variables); the real server answers 204, as if it published no schema',
    status: 400,
    msgBody: true,
  },
  'GET_ServiceProviders_sid_RecentCalls_register_pcap.json': {
    why: 'the recording server had no Homer (400 Bad Request); this API has its capture store, and nothing was captured for that call: the contract’s 404',
    status: 404,
    textBody: 'Not Found',
  },
};

function differences(file: string, sample: Sample, ours: Answer): string[] {
  const deliberate = DELIBERATE[file];
  const status = deliberate?.status ?? sample.status;
  const diffs = ours.status === status ? [] : [`status: expected ${status}, ours ${ours.status}`];
  if (deliberate?.emptyBody) {
    if (ours.text !== '') diffs.push(`body: expected empty, ours ${ours.text.slice(0, 100)}`);
  } else if (deliberate?.jsonBody) {
    if (ours.json === undefined) diffs.push(`body: expected JSON, ours ${ours.text.slice(0, 100)}`);
  } else if (deliberate?.msgBody) {
    const body = ours.json as Record<string, unknown> | undefined;
    if (typeof body?.msg !== 'string' || Object.keys(body).length !== 1)
      diffs.push(`body: expected {msg}, ours ${ours.text.slice(0, 100)}`);
  } else if (sample.body === null) {
    if (ours.text !== '') diffs.push(`body: recorded empty, ours ${ours.text.slice(0, 100)}`);
  } else if (typeof sample.body === 'string') {
    const text = deliberate?.textBody ?? sample.body;
    if (ours.json !== undefined || ours.text !== text)
      diffs.push(`body: recorded text ${JSON.stringify(text)}, ours ${ours.text.slice(0, 100)}`);
  } else if (ours.json === undefined) {
    diffs.push(`body: recorded JSON, ours ${JSON.stringify(ours.text.slice(0, 100))}`);
  } else {
    const allowed = new Set((deliberate?.extraKeys ?? []).map((k) => `$.${k}: extra`));
    diffs.push(...shapeDiffs(sample.body as Json, ours.json).filter((d) => !allowed.has(d)));
  }
  return diffs;
}

let session: ReplaySession;

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session.app.close();
});

test('every covered recording is replayed exactly once', () => {
  const replayed = STEPS.filter((s): s is string => typeof s === 'string');
  expect(new Set(replayed).size).toBe(replayed.length);
  expect([...replayed].sort()).toEqual([...sampleFiles].sort());
});

describe('answers have the shapes the real jambonz API recorded', () => {
  // One test per step, in order: each depends on the state the previous ones left, like the session did.
  for (const step of STEPS) {
    if (typeof step !== 'string') {
      test(`(setup) ${step.fixture}`, async () => {
        await step.run(session);
      });
      continue;
    }
    const sample = readSample(step);
    const title = `${step}: ${sample.request.method} ${sample.request.path.replace(/^\/v1/, '')} → ${DELIBERATE[step]?.status ?? sample.status}`;
    test(title, async () => {
      const ours = await replay(session, step, sample);
      expect(differences(step, sample, ours)).toEqual([]);
    });
  }
});
