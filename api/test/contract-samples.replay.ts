// The contract-sample replay (contract-samples.test.ts): the recordings of the real jambonz API server, the session
// that replays them against this API (its tokens, and the recorded sids mapped to ours) and one request replayed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { apiFor, createApp, type Api } from './helpers';

export interface Sample {
  request: { method: string; path: string; json?: unknown };
  status: number;
  body: unknown;
}

const SAMPLES_DIR = path.join(__dirname, 'contract-samples');
export const sampleFiles = readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.json'));
export const readSample = (file: string) =>
  JSON.parse(readFileSync(path.join(SAMPLES_DIR, file), 'utf8')) as Sample;

/** The replaying session: this API, the tokens the recording session used and its sids mapped to ours. */
export interface ReplaySession {
  app: FastifyInstance;
  api: Api;
  /** recorded sid → ours */
  sids: Map<string, string>;
  tokens: Record<string, string | null>;
}

/** A fresh API with the tokens no answer gives: none, a garbage one and a JWT signed with another secret. */
export async function startSession(): Promise<ReplaySession> {
  const app = await createApp();
  const tokens: Record<string, string | null> = { none: null, garbage: 'not-a-token' };
  tokens.badSignature = await new SignJWT({ scope: 'admin', user_sid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a secret this server does not have'));
  return { app, api: apiFor(app), sids: new Map(), tokens };
}

/** A recording to replay, or a fixture giving this API what the recording server had at that point. */
export type Step = string | { fixture: string; run: (session: ReplaySession) => void | Promise<void> };

/** Which token a recording was made with (INDEX.md: the file prefix names the caller). */
export function callerFor({ tokens }: ReplaySession, file: string): string | null {
  if (file.startsWith('ACCT_')) return tokens.acct;
  if (file.startsWith('SP_')) return tokens.sp;
  if (file.startsWith('VIEWONLY_')) return tokens.viewer;
  if (file.startsWith('APIKEY_account_')) return tokens.accountKey;
  if (file.startsWith('APIKEY_admin_')) return tokens.adminKey;
  const special: Record<string, string | null> = {
    'ERR_bad_token.json': tokens.garbage,
    'ERR_bad_jwt_signature.json': tokens.badSignature,
    'GET_Accounts_with_first_token_after_relogin.json': tokens.adminFirst,
    'ERR_after_logout_first_token.json': tokens.adminFirst,
    'ERR_after_logout_second_token.json': tokens.admin,
  };
  if (file in special) return special[file];
  if (
    /^(ERR_(no_token|unknown_route\.|login_)|POST_(login|forgot_password)|GET_health|GET_PredefinedCarriers_noauth)/.test(
      file,
    )
  )
    return null;
  return tokens.admin;
}

/** Tokens the session went on to use, taken from the login answers. */
const LOGIN_TOKENS: Record<string, string> = {
  'POST_login_admin_second.json': 'adminFirst',
  'POST_login.json': 'admin',
  'POST_login_account_user.json': 'acct',
  'POST_login_sp_user.json': 'sp',
  'POST_login_view_only.json': 'viewer',
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

export async function replay(session: ReplaySession, file: string, sample: Sample): Promise<Answer> {
  const { api, sids, tokens } = session;
  const mapSids = (text: string) => text.replace(UUID, (s) => sids.get(s) ?? s);
  const body =
    sample.request.json === undefined ? undefined : JSON.parse(mapSids(JSON.stringify(sample.request.json)));
  const res = await api(
    sample.request.method as 'GET',
    mapSids(sample.request.path),
    callerFor(session, file),
    body,
  );
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const json = isJson && res.body ? (res.json() as unknown) : undefined;
  // a create in the recording named the new row: later requests of the session use its sid
  const recorded = sample.body as Record<string, unknown> | null;
  const created = json as Record<string, unknown> | undefined;
  for (const key of ['sid', 'user_sid'])
    if (typeof recorded?.[key] === 'string' && typeof created?.[key] === 'string')
      sids.set(recorded[key] as string, created[key] as string);
  if (LOGIN_TOKENS[file] && created?.token) tokens[LOGIN_TOKENS[file]] = created.token as string;
  mapReadSids(sids, sample.body, json);
  return { status: res.statusCode, text: res.body, json };
}

/**
 * Rows the session went on to name that no create returned (a route of a routing table, its carrier-set entries):
 * a recorded `*_sid` not yet known is matched with ours at the same place of the answer (same row, same key).
 */
function mapReadSids(sids: Map<string, string>, recorded: unknown, ours: unknown): void {
  if (Array.isArray(recorded) && Array.isArray(ours) && recorded.length === ours.length) {
    recorded.forEach((row, i) => mapReadSids(sids, row, ours[i]));
    return;
  }
  if (!recorded || !ours || typeof recorded !== 'object' || typeof ours !== 'object') return;
  for (const [key, value] of Object.entries(recorded as Record<string, unknown>)) {
    const mine = (ours as Record<string, unknown>)[key];
    if (key.endsWith('_sid') && typeof value === 'string' && typeof mine === 'string') {
      if (!sids.has(value) && UUID_ONLY.test(value)) sids.set(value, mine);
    } else if (typeof value === 'object') mapReadSids(sids, value, mine);
  }
}
const UUID_ONLY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
