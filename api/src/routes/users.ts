// Users (contract §6.2): list, me, read, create, update (incl. the forced password change), delete.
import type { FastifyInstance } from 'fastify';
import type { UsersMe } from '@switchboard/shared/types';
import {
  passwordPolicyError,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { auditedWrite } from '../audit/audit';
import type { Store } from '../db/store';
import { callerOf, type Caller } from '../auth/caller';
import { findAccount } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, forbidden, notFound, plainForbidden, unprocessable } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { newSid } from '../lib/ids';
import { SettingsRepository } from '../areas/identity/settings/repository';
import {
  USER_LIST_SQL,
  findUser,
  otherActiveAdmins,
  revokeTokens,
  setViewOnly,
  userDetail,
  userListItem,
  userScope,
  type UserRow,
} from './users-model';

const SID_PARAM = { user_sid: 'the user' };

/** Can the caller manage this user? admin any; SP users of its SP; account users of its account. */
function managesUser(
  caller: Caller,
  target: Pick<UserRow, 'user_sid' | 'account_sid' | 'service_provider_sid'>,
): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return target.service_provider_sid === caller.service_provider_sid;
  return target.account_sid === caller.account_sid;
}

function nameOrEmailTaken(
  store: Store,
  name: string | undefined,
  email: string | undefined,
  exceptSid: string | null,
): boolean {
  const clash = store.get(
    'SELECT 1 FROM users WHERE (name = ? OR email = ?) AND user_sid IS NOT ?',
    name ?? null,
    email ?? null,
    exceptSid,
  );
  return clash !== undefined;
}

const ACCOUNT_COLUMNS = [
  'account_sid',
  'name',
  'sip_realm',
  'service_provider_sid',
  'registration_hook_sid',
  'queue_event_hook_sid',
  'device_calling_application_sid',
  'is_active',
  'created_at',
  'plan_type',
  'stripe_customer_id',
  'webhook_secret',
  'disable_cdrs',
  'trial_end_date',
  'deactivated_reason',
  'device_to_call_ratio',
  'subspace_client_id',
  'subspace_client_secret',
  'subspace_sip_teleport_id',
  'subspace_sip_teleport_destinations',
  'siprec_hook_sid',
  'record_all_calls',
  'record_format',
  'bucket_credential',
  'enable_debug_log',
];
const SP_COLUMNS = [
  'service_provider_sid',
  'name',
  'description',
  'root_domain',
  'registration_hook_sid',
  'ms_teams_fqdn',
];
const allNull = (columns: string[]) => Object.fromEntries(columns.map((c) => [c, null]));

const PRODUCT_UNITS: Record<string, string> = {
  voice_call_session: 'sessions',
  device: 'devices',
  api_rate: 'calls per minute',
};

/** Hosted mode: the account's keys, its current subscription (null when it has none) and static IPs. */
function hostedExtras(
  store: Store,
  accountSid: string,
  nowMs: number,
): Pick<UsersMe, 'api_keys' | 'subscription' | 'static_ips'> {
  const subscription = store.get<Record<string, unknown>>(
    `SELECT * FROM account_subscriptions WHERE account_sid = ? AND pending = 0 AND (effective_end_date IS NULL OR effective_end_date > ?)
      ORDER BY effective_start_date DESC LIMIT 1`,
    accountSid,
    new Date(nowMs).toISOString(),
  );
  const products = subscription
    ? store
        .all<{ name: string; category: string; quantity: number }>(
          'SELECT p.name, p.category, ap.quantity FROM account_products ap JOIN products p ON p.product_sid = ap.product_sid WHERE ap.account_subscription_sid = ?',
          subscription.account_subscription_sid,
        )
        .map((p) => ({ name: p.name, units: PRODUCT_UNITS[p.category] ?? p.category, quantity: p.quantity }))
    : [];
  const active = store.get<{ is_active: number }>(
    'SELECT is_active FROM accounts WHERE account_sid = ?',
    accountSid,
  );
  return {
    api_keys: store.all<NonNullable<UsersMe['api_keys']>[number]>(
      'SELECT api_key_sid, token, last_used, created_at FROM api_keys WHERE account_sid = ? ORDER BY created_at',
      accountSid,
    ),
    subscription: subscription
      ? {
          status: active?.is_active ? 'active' : 'suspended',
          account_subscription_sid: subscription.account_subscription_sid as string,
          start_date: subscription.effective_start_date as string,
          products,
          ...(subscription.last4 ? { last4: subscription.last4 as string } : {}),
          ...(subscription.exp_month
            ? { exp_month: subscription.exp_month as number, exp_year: subscription.exp_year as number }
            : {}),
          ...(subscription.card_type ? { card_type: subscription.card_type as string } : {}),
          ...(subscription.stripe_statement_descriptor
            ? { statement_descriptor: subscription.stripe_statement_descriptor as string }
            : {}),
        }
      : null,
    static_ips: store
      .all<{ public_ipv4: string }>(
        'SELECT public_ipv4 FROM account_static_ips WHERE account_sid = ?',
        accountSid,
      )
      .map((r) => r.public_ipv4),
  };
}

const USER_ROW = { entity: 'user', table: 'users', key: 'user_sid' } as const;

export function userRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  v1.get(
    '/Users',
    {
      schema: docs({
        summary: 'Users the caller may see (bare array)',
        tags: ['Users'],
        responses: { 200: 'UserListItem[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      let rows;
      if (caller.scope === 'admin')
        rows = store.all<Parameters<typeof userListItem>[0]>(`${USER_LIST_SQL} ORDER BY u.name`);
      else if (caller.scope === 'service_provider')
        rows = store.all<Parameters<typeof userListItem>[0]>(
          `${USER_LIST_SQL} WHERE u.service_provider_sid = ? ORDER BY u.name`,
          caller.service_provider_sid,
        );
      else
        rows = store.all<Parameters<typeof userListItem>[0]>(
          `${USER_LIST_SQL} WHERE u.account_sid = ? ORDER BY u.name`,
          caller.account_sid,
        );
      return rows.map(userListItem);
    },
  );

  v1.get(
    '/Users/me',
    {
      schema: docs({
        summary: 'The signed-in user with their account and service provider',
        tags: ['Users'],
        responses: { 200: '{user, account, sp}', 403: 'API keys have no user' },
      }),
    },
    async (request): Promise<UsersMe> => {
      const caller = callerOf(request);
      if (!caller.user_sid) throw plainForbidden();
      const user = findUser(store, caller.user_sid);
      if (!user) throw notFound('user not found');
      const account = user.account_sid
        ? store.get<Record<string, unknown>>(
            `SELECT ${ACCOUNT_COLUMNS.join(', ')} FROM accounts WHERE account_sid = ?`,
            user.account_sid,
          )
        : undefined;
      const sp = user.service_provider_sid
        ? store.get<Record<string, unknown>>(
            `SELECT ${SP_COLUMNS.join(', ')} FROM service_providers WHERE service_provider_sid = ?`,
            user.service_provider_sid,
          )
        : undefined;
      const me: UsersMe = {
        user: {
          user_sid: user.user_sid,
          name: user.name,
          email: user.email,
          pending_email: user.pending_email,
          phone: user.phone,
          account_sid: user.account_sid,
          service_provider_sid: user.service_provider_sid,
          force_change: Boolean(user.force_change),
          provider: user.provider,
          provider_userid: user.provider_userid,
          scope: user.scope,
          email_validated: Boolean(user.email_validated),
          phone_validated: Boolean(user.phone_validated),
          email_content_opt_out: user.email_content_opt_out,
          is_active: user.is_active,
        },
        account: (account ?? allNull(ACCOUNT_COLUMNS)) as UsersMe['account'],
        sp: (sp ?? allNull(SP_COLUMNS)) as UsersMe['sp'],
      };
      if (ctx.options.hosted && user.account_sid)
        Object.assign(me, hostedExtras(store, user.account_sid, ctx.now()));
      // hosted: the root domain the account's SIP realm goes under (its service provider's)
      if (ctx.options.hosted && user.account_sid)
        me.account.root_domain = (sp?.root_domain as string | null) ?? null;
      return me;
    },
  );

  v1.get(
    '/Users/:user_sid',
    {
      schema: docs({
        summary: 'One user (detail shape, with is_view_only)',
        tags: ['Users'],
        params: SID_PARAM,
        responses: { 200: 'UserDetail', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { user_sid: string }).user_sid);
      const target = findUser(store, sid);
      if (!target) throw notFound('user not found');
      if (target.user_sid !== caller.user_sid && !managesUser(caller, target))
        throw forbidden('insufficient permissions');
      return userDetail(store, sid);
    },
  );

  v1.post(
    '/Users',
    {
      schema: docs({
        summary: 'Create a user',
        tags: ['Users'],
        body: userCreateBodySchema,
        responses: {
          201: '{user_sid}',
          400: 'invalid field or password policy',
          403: 'scope',
          422: 'name or e-mail in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(userCreateBodySchema, request.body);
      let spSid = body.service_provider_sid ?? null;
      let accountSid = body.account_sid ?? null;
      if (caller.scope === 'account') {
        accountSid = caller.account_sid;
        spSid = caller.service_provider_sid;
      } else if (caller.scope === 'service_provider') {
        spSid = caller.service_provider_sid;
      }
      if (accountSid) {
        const account = findAccount(store, accountSid);
        if (!account) throw badRequest('Invalid request: account_sid does not exist');
        if (
          caller.scope === 'service_provider' &&
          account.service_provider_sid !== caller.service_provider_sid
        )
          throw forbidden('insufficient permissions');
        if (spSid && spSid !== account.service_provider_sid)
          throw badRequest('Invalid request: the account belongs to another service provider');
        spSid = account.service_provider_sid;
      } else if (
        spSid &&
        !store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid)
      ) {
        throw badRequest(`service_provider not found for sid ${spSid}`);
      }
      const policy = passwordPolicyError(
        body.initial_password,
        new SettingsRepository(store).passwordSettings(),
      );
      if (policy) throw badRequest(policy);
      const hash = await hashPassword(body.initial_password);
      const userSid = newSid();
      auditedWrite(ctx, request, { ...USER_ROW, sid: userSid, action: 'create' }, () => {
        if (nameOrEmailTaken(store, body.name, body.email, null))
          throw unprocessable('invalid username or email');
        store.insert('users', {
          user_sid: userSid,
          name: body.name,
          email: body.email,
          hashed_password: hash,
          account_sid: accountSid,
          service_provider_sid: spSid,
          force_change: body.force_change ?? 0,
          is_active: body.is_active ?? 1,
          provider: 'local',
        });
        if (body.is_view_only) setViewOnly(store, userSid, true);
      });
      return reply.code(201).send({ user_sid: userSid });
    },
  );

  v1.put(
    '/Users/:user_sid',
    {
      schema: docs({
        summary: 'Update a user, or change one’s own password with {old_password, new_password}',
        tags: ['Users'],
        params: SID_PARAM,
        body: userUpdateBodySchema,
        responses: {
          204: 'updated',
          400: 'invalid change',
          403: 'not yours, or wrong old password',
          422: 'name or e-mail in use',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { user_sid: string }).user_sid);
      const body = parseWith(userUpdateBodySchema, request.body ?? {});
      const target = findUser(store, sid);
      if (!target) throw badRequest('Invalid request: user_sid does not exist');
      const self = caller.user_sid === sid;
      if (!self && !managesUser(caller, target)) throw plainForbidden();

      const changes: Record<string, unknown> = {};
      let revoke = false;

      // password: the self-service change, or a reset by someone who manages the user
      if (body.old_password !== undefined || body.new_password !== undefined) {
        if (!body.old_password || !body.new_password)
          throw badRequest('new_password and old_password both required');
        if (body.name !== undefined && body.name !== target.name)
          throw badRequest('can not change name and password simultaneously');
        if (target.provider !== 'local') throw badRequest('can not change password when using oauth2');
        if (!(await verifyPassword(body.old_password, target.hashed_password))) throw plainForbidden();
        if (body.old_password === body.new_password)
          throw badRequest('new password cannot be your old password');
        const policy = passwordPolicyError(
          body.new_password,
          new SettingsRepository(store).passwordSettings(),
        );
        if (policy) throw badRequest(policy);
        changes.hashed_password = await hashPassword(body.new_password);
        changes.force_change = 0;
      } else if (body.initial_password) {
        const policy = passwordPolicyError(
          body.initial_password,
          new SettingsRepository(store).passwordSettings(),
        );
        if (policy) throw badRequest(policy);
        changes.hashed_password = await hashPassword(body.initial_password);
      }

      // scope: explicit nulls equal to what is stored are fine; a real promotion or move is checked
      const nextSp =
        body.service_provider_sid !== undefined ? body.service_provider_sid : target.service_provider_sid;
      let nextAccount = body.account_sid !== undefined ? body.account_sid : target.account_sid;
      if (
        (body.account_sid === null && target.account_sid) ||
        (body.service_provider_sid === null && target.service_provider_sid)
      ) {
        throw badRequest('Invalid request: user may not be promoted');
      }
      let finalSp = nextSp;
      if (
        caller.scope === 'account' &&
        (nextAccount !== target.account_sid || nextSp !== target.service_provider_sid)
      ) {
        throw badRequest(
          nextAccount !== target.account_sid
            ? 'Invalid request: user may not be promoted or moved to another account'
            : 'Invalid request: user may not be promoted or moved to another service provider',
        );
      }
      if (caller.scope === 'service_provider' && nextSp !== caller.service_provider_sid) {
        throw badRequest('Invalid request: user may not be promoted or moved to another service provider');
      }
      if (nextAccount) {
        const account = findAccount(store, nextAccount);
        if (!account) throw badRequest('Invalid request: account_sid does not exist');
        if (nextSp && account.service_provider_sid !== nextSp)
          throw badRequest('Invalid request: user may not be moved to another service provider');
        if (caller.scope !== 'admin' && account.service_provider_sid !== caller.service_provider_sid) {
          throw badRequest('Invalid request: user may not be moved to another service provider');
        }
        finalSp = account.service_provider_sid;
      } else if (
        nextSp &&
        !store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', nextSp)
      ) {
        throw badRequest(`service_provider not found for sid ${nextSp}`);
      }
      nextAccount = nextAccount ?? null;
      if (nextAccount !== target.account_sid || finalSp !== target.service_provider_sid) {
        changes.account_sid = nextAccount;
        changes.service_provider_sid = finalSp;
        revoke = true;
      }

      if (body.name !== undefined && body.name !== target.name) changes.name = body.name;
      if (body.email !== undefined && body.email !== target.email) changes.email = body.email;
      if (body.force_change !== undefined && !('hashed_password' in changes && body.new_password))
        changes.force_change = body.force_change;
      if (body.is_active !== undefined && body.is_active !== target.is_active) {
        changes.is_active = body.is_active;
        if (!body.is_active) revoke = true;
      }
      const viewOnlyChange = body.is_view_only !== undefined;
      const nothing =
        Object.keys(changes).length === 0 &&
        !viewOnlyChange &&
        body.name === undefined &&
        body.email === undefined &&
        body.force_change === undefined &&
        body.is_active === undefined;
      if (nothing) throw badRequest('no updates requested');

      // the last active admin stays an active admin
      const demoted =
        userScope(target) === 'admin' &&
        (changes.is_active === 0 || changes.service_provider_sid || changes.account_sid);
      if (demoted && target.is_active && otherActiveAdmins(store, sid) === 0) {
        throw badRequest('cannot deactivate or move this admin user - there are no other active admin users');
      }

      // A change of one's own password is its own kind of entry; any other change, an update.
      const passwordChange = Boolean(body.old_password && body.new_password);
      auditedWrite(
        ctx,
        request,
        { ...USER_ROW, sid, action: passwordChange ? 'password-change' : 'update' },
        () => {
          if (
            (changes.name || changes.email) &&
            nameOrEmailTaken(
              store,
              changes.name as string | undefined,
              changes.email as string | undefined,
              sid,
            )
          ) {
            throw unprocessable('invalid username or email');
          }
          store.update('users', 'user_sid', sid, changes);
          if (viewOnlyChange) setViewOnly(store, sid, Boolean(body.is_view_only));
          if (revoke) revokeTokens(store, sid);
        },
      );
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/Users/:user_sid',
    {
      schema: docs({
        summary: 'Delete a user (revokes their tokens)',
        tags: ['Users'],
        params: SID_PARAM,
        responses: { 204: 'deleted', 400: 'last active admin', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { user_sid: string }).user_sid);
      const target = findUser(store, sid);
      if (!target) throw notFound('user not found');
      if (!managesUser(caller, target) && caller.user_sid !== sid)
        throw forbidden('insufficient permissions');
      if (userScope(target) === 'admin' && target.is_active && otherActiveAdmins(store, sid) === 0) {
        throw badRequest('cannot delete this admin user - there are no other active admin users');
      }
      auditedWrite(ctx, request, { ...USER_ROW, sid, action: 'delete' }, () =>
        store.run('DELETE FROM users WHERE user_sid = ?', sid),
      );
      return reply.code(204).send();
    },
  );
}
