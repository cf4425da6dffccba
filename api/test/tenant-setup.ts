// How tenants.ts makes the two tenants: with an admin API key of its own, through the API, each name unique and each
// secret a unique marker recorded with who may change what holds it (tenant-callers.ts).
import type { FastifyInstance } from 'fastify';
import { PASSWORD, type Api } from './helpers';
import { changersOf, type Owner, type PlantedSecret } from './tenant-callers';

/**
 * Deepgram on a closed local port: a test or a voice read is refused at once, where the hosted service's name would
 * leave a lookup running after the answer (the test's own timeout answers first).
 */
export const LOCAL_DEEPGRAM = { deepgram_stt_uri: '127.0.0.1:9', deepgram_tts_uri: '127.0.0.1:9' };

/** The set-up's requests and the things it makes more than once; `admin` is a token of the seeded admin. */
export async function setupKit(app: FastifyInstance, api: Api, admin: string) {
  // the fixtures' own credential: an admin API key no caller has (the admin's token signs out under test)
  const setupRes = await api('POST', '/v1/ApiKeys', admin, {});
  const setup = setupRes.json().token as string;
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${(seq += 1)}`;
  const secrets: PlantedSecret[] = [];
  const secret = (where: string, owner: Owner | 'nobody') => {
    const value = `${where.replace(/[^a-z0-9]+/gi, '-')}-secret-${(seq += 1)}-${Math.random().toString(36).slice(2, 10)}`;
    secrets.push({ value, where, changers: owner === 'nobody' ? [] : changersOf(owner) });
    return value;
  };

  const ok = async (method: string, url: string, body?: unknown, token = setup) => {
    const res = await api(method as 'POST', url, token, body);
    if (res.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? {} : res.json();
  };
  const sidOf = async (method: string, url: string, body?: unknown, token = setup) =>
    (await ok(method, url, body, token)).sid as string;
  const hook = (where: string, owner: Owner) => ({
    url: 'https://hooks.example.com/hook',
    method: 'POST',
    username: 'hook-user',
    password: secret(where, owner),
  });
  const run = (sql: string, ...params: unknown[]) => app.ctx.store.run(sql, ...params);
  const one = <T>(sql: string, ...params: unknown[]) => app.ctx.store.get<T>(sql, ...params)!;

  const user = async (tag: string, where: Owner, extra: Record<string, unknown> = {}) => {
    const name = unique(`${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`);
    const sid = (
      await ok('POST', '/v1/Users', {
        name,
        email: `${name}@example.com`,
        initial_password: PASSWORD,
        force_change: false,
        is_active: true,
        service_provider_sid: where.sp,
        account_sid: where.account ?? null,
        ...extra,
      })
    ).user_sid as string;
    return { sid, name };
  };

  /** An application with webhook passwords. */
  const application = async (label: string, owner: Required<Owner>) =>
    sidOf('POST', '/v1/Applications', {
      name: unique(`${label} app `),
      account_sid: owner.account,
      call_hook: hook(`${label} call_hook password`, owner),
      call_status_hook: hook(`${label} call_status_hook password`, owner),
      messaging_hook: hook(`${label} messaging_hook password`, owner),
    });

  /** A carrier with every secret (inbound auth is stored as the SBC sets it). */
  const carrier = async (label: string, url: string, owner: Owner) => {
    const sid = await sidOf('POST', url, {
      name: unique(`${label} carrier `),
      requires_register: true,
      register_username: 'trunk-user',
      register_sip_realm: 'sip.example.com',
      register_password: secret(`${label} register_password`, owner),
      smpp_system_id: 'system',
      smpp_password: secret(`${label} smpp_password`, owner),
      smpp_inbound_password: secret(`${label} smpp_inbound_password`, owner),
    });
    run(
      "UPDATE voip_carriers SET inbound_auth_username = 'sbc', inbound_auth_password = ? WHERE voip_carrier_sid = ?",
      secret(`${label} inbound_auth_password`, owner),
      sid,
    );
    return sid;
  };

  const apiKey = async (label: string, body: Record<string, unknown>, owner: Owner) => {
    const { sid, token } = await ok('POST', '/v1/ApiKeys', body);
    secrets.push({ value: token, where: `${label} API key`, changers: changersOf(owner) });
    return { sid: sid as string, token: token as string };
  };

  const number = () => `1555${String(2000000 + (seq += 1))}`;

  return {
    app,
    api,
    secrets,
    /** the running number that keeps names unique: the last one given */
    get seq() {
      return seq;
    },
    next: () => (seq += 1),
    unique,
    secret,
    ok,
    sidOf,
    hook,
    run,
    one,
    user,
    application,
    carrier,
    apiKey,
    number,
  };
}

export type SetupKit = Awaited<ReturnType<typeof setupKit>>;
