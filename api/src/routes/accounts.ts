// Accounts (contract §6.4): CRUD, webhook secret, bucket test, SIP realm, TTS cache, and the SP's account list.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BucketCredential } from '@switchboard/shared/types';
import {
  MESSAGES,
  accountCreateBodySchema,
  accountUpdateBodySchema,
  bucketCredentialBodySchema,
  isValidSipRealm,
  type AccountUpdateBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { auditedWrite } from '../audit/audit';
import type { Store } from '../db/store';
import { callerOf, type Caller } from '../auth/caller';
import { requireAccount, requireAccountGuard, requireServiceProviderRead } from '../auth/access';
import { docs } from '../http/docs';
import { VIEW_ONLY_ERROR, badRequest, forbidden, unprocessable } from '../http/errors';
import { describeIssue, parseWith, pathSid } from '../http/validate';
import { newSid, newWebhookSecret } from '../lib/ids';
import { verifyPassword } from '../lib/passwords';
import { testBucketCredential } from '../outbound/bucket-test';
import {
  ACCOUNT_SELECT,
  accountFromRow,
  hasMaskedSecret,
  readAccount,
  unmaskBucketCredential,
} from './accounts-model';
import { dropUnusedHooks, saveHook } from './webhooks-model';
import { findUser } from './users-model';

const SID = { sid: 'the account' };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function checkUnique(
  store: Store,
  serviceProviderSid: string,
  name: string | undefined,
  sipRealm: string | null | undefined,
  exceptSid: string | null,
) {
  if (
    name !== undefined &&
    store.get(
      'SELECT 1 FROM accounts WHERE service_provider_sid = ? AND name = ? AND account_sid IS NOT ?',
      serviceProviderSid,
      name,
      exceptSid,
    )
  ) {
    throw unprocessable(MESSAGES.accountNameInUse);
  }
  if (
    sipRealm &&
    store.get('SELECT 1 FROM accounts WHERE sip_realm = ? AND account_sid IS NOT ?', sipRealm, exceptSid)
  ) {
    throw unprocessable(MESSAGES.sipRealmInUse);
  }
}

/** An application an account points at must be one of that account's (or, for a new account, of its SP). */
function checkAccountApplication(
  store: Store,
  field: string,
  applicationSid: string | null | undefined,
  accountSid: string | null,
  serviceProviderSid: string,
) {
  if (!applicationSid) return;
  const app = store.get<{ account_sid: string | null; sp: string | null }>(
    'SELECT app.account_sid, acc.service_provider_sid AS sp FROM applications app LEFT JOIN accounts acc ON acc.account_sid = app.account_sid WHERE app.application_sid = ?',
    applicationSid,
  );
  const ok = app && (accountSid ? app.account_sid === accountSid : app.sp === serviceProviderSid);
  if (!ok) throw badRequest(`${field}: application ${applicationSid} is not an application of this account`);
}

/** Fields only some scopes may change (account users cannot grant themselves a plan or switch debug logging). */
const RESTRICTED: Record<string, (caller: Caller) => boolean> = {
  enable_debug_log: (c) => c.scope === 'admin',
  plan_type: (c) => c.scope !== 'account',
  trial_end_date: (c) => c.scope !== 'account',
  device_to_call_ratio: (c) => c.scope !== 'account',
  is_active: (c) => c.scope !== 'account',
  disable_cdrs: (c) => c.scope !== 'account',
};

/** The audited row of the account writes. */
const ACCOUNT_ROW = { entity: 'account', table: 'accounts', key: 'account_sid' } as const;

export function accountRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store, box } = ctx;

  v1.get(
    '/Accounts',
    {
      schema: docs({
        summary: 'Accounts the caller may see (bare array; bucket secrets masked)',
        tags: ['Accounts'],
        responses: { 200: 'Account[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      let rows: Record<string, unknown>[];
      if (caller.scope === 'admin') rows = store.all(`${ACCOUNT_SELECT} ORDER BY acc.name`);
      else if (caller.scope === 'service_provider')
        rows = store.all(
          `${ACCOUNT_SELECT} WHERE acc.service_provider_sid = ? ORDER BY acc.name`,
          caller.service_provider_sid,
        );
      else rows = store.all(`${ACCOUNT_SELECT} WHERE acc.account_sid = ?`, caller.account_sid);
      return rows.map((r) => accountFromRow(r, box));
    },
  );

  v1.get(
    '/ServiceProviders/:sid/Accounts',
    {
      schema: docs({
        summary: 'Accounts of a service provider',
        tags: ['Service providers'],
        params: { sid: 'the service provider' },
        responses: { 200: 'Account[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireServiceProviderRead(store, caller, sid);
      const rows =
        caller.scope === 'account'
          ? store.all<Record<string, unknown>>(
              `${ACCOUNT_SELECT} WHERE acc.account_sid = ? AND acc.service_provider_sid = ?`,
              caller.account_sid,
              sid,
            )
          : store.all<Record<string, unknown>>(
              `${ACCOUNT_SELECT} WHERE acc.service_provider_sid = ? ORDER BY acc.name`,
              sid,
            );
      return rows.map((r) => accountFromRow(r, box));
    },
  );

  v1.post(
    '/Accounts',
    {
      schema: docs({
        summary: 'Create an account (admin, service provider)',
        tags: ['Accounts'],
        body: accountCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field or unknown service provider',
          403: 'account users',
          422: 'name or SIP realm in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (caller.scope === 'account') throw forbidden('insufficient permissions');
      const body = parseWith(accountCreateBodySchema, request.body);
      const spSid =
        caller.scope === 'service_provider'
          ? (caller.service_provider_sid as string)
          : body.service_provider_sid;
      if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid)) {
        throw badRequest(`service_provider not found for sid ${spSid}`);
      }
      checkAccountApplication(
        store,
        'device_calling_application_sid',
        body.device_calling_application_sid,
        null,
        spSid,
      );
      checkAccountApplication(store, 'siprec_hook_sid', body.siprec_hook_sid, null, spSid);
      const sid = newSid();
      const credential =
        body.bucket_credential && body.bucket_credential.vendor !== 'none'
          ? (body.bucket_credential as BucketCredential)
          : null;
      if (credential && hasMaskedSecret(credential))
        throw badRequest('bucket_credential: send the secret itself, not its masked form');
      auditedWrite(ctx, request, { ...ACCOUNT_ROW, sid, action: 'create' }, () => {
        checkUnique(store, spSid, body.name, body.sip_realm, null);
        store.insert('accounts', {
          account_sid: sid,
          name: body.name,
          sip_realm: body.sip_realm ?? null,
          service_provider_sid: spSid,
          registration_hook_sid: saveHook(store, null, body.registration_hook),
          queue_event_hook_sid: saveHook(store, null, body.queue_event_hook),
          device_calling_application_sid: body.device_calling_application_sid ?? null,
          siprec_hook_sid: body.siprec_hook_sid ?? null,
          is_active: body.is_active ?? 1,
          plan_type: body.plan_type ?? 'trial',
          webhook_secret: body.webhook_secret ?? newWebhookSecret(),
          disable_cdrs: body.disable_cdrs ?? 0,
          trial_end_date: body.trial_end_date ?? null,
          deactivated_reason: body.deactivated_reason ?? null,
          device_to_call_ratio: body.device_to_call_ratio ?? 5,
          record_all_calls: body.record_all_calls ?? 0,
          record_format: body.record_format ?? 'mp3',
          enable_debug_log: caller.scope === 'admin' ? (body.enable_debug_log ?? 0) : 0,
          bucket_credential: credential ? box.encryptJson(credential) : null,
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.get(
    '/Accounts/:sid',
    {
      schema: docs({
        summary: 'One account (bucket secrets masked)',
        tags: ['Accounts'],
        params: SID,
        responses: { 200: 'Account', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => {
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, callerOf(request), sid);
      return readAccount(store, box, sid);
    },
  );

  v1.put(
    '/Accounts/:sid',
    {
      schema: docs({
        summary: 'Update an account (masked secrets sent back keep the stored ones)',
        tags: ['Accounts'],
        params: SID,
        body: accountUpdateBodySchema,
        responses: {
          204: 'updated',
          400: 'invalid field',
          403: 'not yours',
          404: 'unknown',
          422: 'name or SIP realm in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const owner = requireAccount(store, caller, sid);
      const body: AccountUpdateBody = parseWith(accountUpdateBodySchema, request.body ?? {});
      const current = store.get<
        Record<string, unknown> & {
          registration_hook_sid: string | null;
          queue_event_hook_sid: string | null;
          bucket_credential: string | null;
        }
      >('SELECT * FROM accounts WHERE account_sid = ?', sid)!;
      if (body.account_sid !== undefined && body.account_sid !== sid)
        throw badRequest('account_sid may not be modified');
      // Like the real server, any service_provider_sid (even the current one) and, from an account user, any
      // SIP realm is refused: a client that sends them here would fail against a real jambonz install too.
      if (body.service_provider_sid) throw badRequest('service_provider_sid may not be modified');
      if (caller.scope === 'account' && body.sip_realm)
        throw badRequest('use POST /Accounts/:sid/sip_realm/:realm to set or change the sip realm');
      for (const [field, allowed] of Object.entries(RESTRICTED)) {
        const value = (body as Record<string, unknown>)[field];
        if (value !== undefined && value !== current[field] && !allowed(caller))
          throw forbidden(`insufficient permissions to change ${field}`);
      }
      checkAccountApplication(
        store,
        'device_calling_application_sid',
        body.device_calling_application_sid,
        sid,
        owner.service_provider_sid,
      );
      checkAccountApplication(
        store,
        'siprec_hook_sid',
        body.siprec_hook_sid,
        sid,
        owner.service_provider_sid,
      );

      const changes: Record<string, unknown> = {};
      const plain = [
        'name',
        'sip_realm',
        'device_calling_application_sid',
        'siprec_hook_sid',
        'is_active',
        'plan_type',
        'webhook_secret',
        'disable_cdrs',
        'trial_end_date',
        'deactivated_reason',
        'device_to_call_ratio',
        'record_all_calls',
        'record_format',
        'enable_debug_log',
      ] as const;
      for (const key of plain) if (body[key] !== undefined) changes[key] = body[key];
      if (body.bucket_credential !== undefined) {
        const stored = box.decryptJson<BucketCredential>(current.bucket_credential);
        const next =
          body.bucket_credential === null ? null : unmaskBucketCredential(body.bucket_credential, stored);
        if (next && hasMaskedSecret(next))
          throw badRequest('bucket_credential: send the secret itself, not its masked form');
        changes.bucket_credential = next ? box.encryptJson(next) : null;
      }
      auditedWrite(ctx, request, { ...ACCOUNT_ROW, sid, action: 'update' }, () => {
        checkUnique(store, owner.service_provider_sid, body.name, body.sip_realm, sid);
        const registration = saveHook(store, current.registration_hook_sid, body.registration_hook);
        const queue = saveHook(store, current.queue_event_hook_sid, body.queue_event_hook);
        if (registration !== current.registration_hook_sid) changes.registration_hook_sid = registration;
        if (queue !== current.queue_event_hook_sid) changes.queue_event_hook_sid = queue;
        store.update('accounts', 'account_sid', sid, changes);
        dropUnusedHooks(store, [current.registration_hook_sid, current.queue_event_hook_sid]);
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/Accounts/:sid',
    {
      schema: docs({
        summary:
          'Delete an account with everything it owns, once no applications, numbers, Teams tenants or API keys remain',
        tags: ['Accounts'],
        params: SID,
        body: z.object({ password: z.string().optional() }),
        responses: {
          204: 'deleted',
          403: 'not yours or wrong password',
          404: 'unknown',
          422: 'what still belongs to it',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, caller, sid);
      const password = (request.body as { password?: unknown } | undefined)?.password;
      if (typeof password === 'string' && caller.user_sid) {
        const user = findUser(store, caller.user_sid);
        if (user?.provider === 'local' && !(await verifyPassword(password, user.hashed_password)))
          throw forbidden('invalid password');
      }
      const count = (sql: string) => store.get<{ n: number }>(sql, { sid })?.n ?? 0;
      const carriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = @sid';
      const remaining = [
        [count('SELECT COUNT(*) AS n FROM applications WHERE account_sid = @sid'), 'application'],
        [
          count(
            `SELECT COUNT(*) AS n FROM phone_numbers WHERE account_sid = @sid OR voip_carrier_sid IN (${carriers})`,
          ),
          'phone number',
        ],
        [
          count('SELECT COUNT(*) AS n FROM ms_teams_tenants WHERE account_sid = @sid'),
          'Microsoft Teams tenant',
        ],
        [count('SELECT COUNT(*) AS n FROM api_keys WHERE account_sid = @sid'), 'API key'],
        [
          count(
            `SELECT COUNT(*) AS n FROM lcr_carrier_set_entry e JOIN lcr_routes r ON r.lcr_route_sid = e.lcr_route_sid JOIN lcr l ON l.lcr_sid = r.lcr_sid
              WHERE e.voip_carrier_sid IN (${carriers}) AND (l.account_sid IS NULL OR l.account_sid <> @sid)`,
          ),
          'outbound call route of another owner',
        ],
      ]
        .filter(([n]) => (n as number) > 0)
        .map(([n, what]) => plural(n as number, what as string));
      if (remaining.length > 0) {
        const list =
          remaining.length > 1
            ? `${remaining.slice(0, -1).join(', ')} and ${remaining[remaining.length - 1]}`
            : remaining[0];
        const single = remaining.length === 1 && /^1 /.test(remaining[0]);
        throw unprocessable(`cannot delete account: ${list} still belong${single ? 's' : ''} to it`);
      }
      const hooks = store.get<{ registration_hook_sid: string | null; queue_event_hook_sid: string | null }>(
        'SELECT registration_hook_sid, queue_event_hook_sid FROM accounts WHERE account_sid = ?',
        sid,
      )!;
      auditedWrite(ctx, request, { ...ACCOUNT_ROW, sid, action: 'delete' }, () => {
        const lcrs = 'SELECT lcr_sid FROM lcr WHERE account_sid = ?';
        store.run(`UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE lcr_sid IN (${lcrs})`, sid);
        store.run(
          `DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid IN (SELECT lcr_route_sid FROM lcr_routes WHERE lcr_sid IN (${lcrs}))`,
          sid,
        );
        store.run(`DELETE FROM lcr_routes WHERE lcr_sid IN (${lcrs})`, sid);
        store.run('DELETE FROM lcr WHERE account_sid = ?', sid);
        const accountCarriers = 'SELECT voip_carrier_sid FROM voip_carriers WHERE account_sid = ?';
        store.run(`DELETE FROM sip_gateways WHERE voip_carrier_sid IN (${accountCarriers})`, sid);
        store.run(`DELETE FROM smpp_gateways WHERE voip_carrier_sid IN (${accountCarriers})`, sid);
        store.run('DELETE FROM voip_carriers WHERE account_sid = ?', sid);
        store.run('DELETE FROM clients WHERE account_sid = ?', sid);
        store.run('DELETE FROM call_routes WHERE account_sid = ?', sid);
        store.run('DELETE FROM speech_credentials WHERE account_sid = ?', sid);
        store.run('DELETE FROM users WHERE account_sid = ?', sid);
        store.run(
          'DELETE FROM account_products WHERE account_subscription_sid IN (SELECT account_subscription_sid FROM account_subscriptions WHERE account_sid = ?)',
          sid,
        );
        store.run('DELETE FROM account_subscriptions WHERE account_sid = ?', sid);
        store.run('DELETE FROM account_offers WHERE account_sid = ?', sid);
        store.run('DELETE FROM account_static_ips WHERE account_sid = ?', sid);
        store.run('DELETE FROM dns_records WHERE account_sid = ?', sid);
        store.run('DELETE FROM accounts WHERE account_sid = ?', sid);
        dropUnusedHooks(store, [hooks.registration_hook_sid, hooks.queue_event_hook_sid]);
      });
      return reply.code(204).send();
    },
  );

  v1.get(
    '/Accounts/:sid/WebhookSecret',
    {
      schema: docs({
        summary: 'The webhook signing secret; ?regenerate=true makes and stores a new one',
        tags: ['Accounts'],
        params: SID,
        query: z.looseObject({ regenerate: z.string().optional() }),
        responses: { 200: '{webhook_secret}' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, caller, sid);
      const regenerate = (request.query as { regenerate?: string }).regenerate;
      if (regenerate) {
        if (caller.is_view_only) throw VIEW_ONLY_ERROR();
        const secret = newWebhookSecret();
        auditedWrite(ctx, request, { ...ACCOUNT_ROW, sid, action: 'update' }, () =>
          store.run('UPDATE accounts SET webhook_secret = ? WHERE account_sid = ?', secret, sid),
        );
        return { webhook_secret: secret };
      }
      return {
        webhook_secret: store.get<{ webhook_secret: string }>(
          'SELECT webhook_secret FROM accounts WHERE account_sid = ?',
          sid,
        )!.webhook_secret,
      };
    },
  );

  v1.post(
    '/Accounts/:sid/BucketCredentialTest',
    {
      schema: docs({
        summary:
          'Check that a recording bucket can be reached with a credential (always 200: ok, or failed with the reason)',
        tags: ['Accounts'],
        params: SID,
        body: bucketCredentialBodySchema,
        responses: { 200: '{status:"ok"} | {status:"failed", reason}' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireAccount(store, caller, sid);
      const parsed = bucketCredentialBodySchema.safeParse(request.body);
      if (!parsed.success)
        return { status: 'failed', reason: describeIssue(parsed.error.issues[0], request.body) };
      if (parsed.data.vendor === 'none')
        return { status: 'failed', reason: 'Does not support test for none' };
      const stored = box.decryptJson<BucketCredential>(
        store.get<{ c: string | null }>(
          'SELECT bucket_credential AS c FROM accounts WHERE account_sid = ?',
          sid,
        )?.c,
      );
      const credential = unmaskBucketCredential(parsed.data, stored) as BucketCredential;
      if (hasMaskedSecret(credential))
        return {
          status: 'failed',
          reason: 'the secret is masked and no stored credential of this vendor matches it',
        };
      return testBucketCredential(credential, ctx.options.outboundTimeoutMs, new Date(ctx.now()));
    },
  );

  v1.post(
    '/Accounts/:sid/SipRealms/:realm',
    {
      schema: docs({
        summary: 'Set the account’s SIP realm (at least three labels, e.g. acme.sip.example.com)',
        tags: ['Accounts'],
        params: { sid: 'the account', realm: 'the full realm' },
        responses: { 204: 'set', 400: 'invalid realm', 403: 'not yours', 422: 'realm in use' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; realm: string };
      const sid = pathSid(params.sid);
      requireAccountGuard(store, caller, sid);
      const realm = params.realm.toLowerCase();
      if (realm.length > 132 || !isValidSipRealm(realm, 3))
        throw badRequest(`invalid sip_realm: ${params.realm}`);
      auditedWrite(ctx, request, { ...ACCOUNT_ROW, sid, action: 'update' }, () => {
        if (store.get('SELECT 1 FROM accounts WHERE sip_realm = ? AND account_sid <> ?', realm, sid))
          throw unprocessable(MESSAGES.sipRealmInUse);
        store.run('UPDATE accounts SET sip_realm = ? WHERE account_sid = ?', realm, sid);
      });
      return reply.code(204).send();
    },
  );
}
