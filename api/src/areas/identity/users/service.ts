// Users (docs/api/contract.md#users): who sees and manages whom, the password policy, names and e-mails unique, moves only
// within the caller's reach, the last active admin kept, tokens revoked when a user is moved, deactivated or
// changes their password, and `GET /Users/me` (hosted mode adds the account's keys, subscription and IPs).
import type { UserDetail, UserListItem, UsersMe } from '@switchboard/shared/types';
import {
  passwordPolicyError,
  type UserCreateBody,
  type UserUpdateBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { findAccount } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, plainForbidden, unprocessable } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { maskedIfSet } from '../../../lib/masking';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { ServiceProviderRepository } from '../service-providers/repository';
import { SettingsRepository } from '../settings/repository';
import { userScope } from './claims';
import { MeRepository } from './me-repository';
import { UserRepository, type UserRow } from './repository';

const USER_ROW = { entity: 'user', table: 'users', key: 'user_sid' } as const;

const PRODUCT_UNITS: Record<string, string> = {
  voice_call_session: 'sessions',
  device: 'devices',
  api_rate: 'calls per minute',
};

/** Can the caller manage this user? admin any; SP users of its SP; account users of its account. */
function managesUser(caller: Caller, target: Pick<UserRow, 'account_sid' | 'service_provider_sid'>): boolean {
  if (caller.scope === 'admin') return true;
  if (caller.scope === 'service_provider') return target.service_provider_sid === caller.service_provider_sid;
  return target.account_sid === caller.account_sid;
}

export class UserService {
  private readonly users: UserRepository;
  private readonly me: MeRepository;
  private readonly providers: ServiceProviderRepository;
  private readonly settings: SettingsRepository;

  constructor(private readonly ctx: AppContext) {
    this.users = new UserRepository(ctx.store);
    this.me = new MeRepository(ctx.store);
    this.providers = new ServiceProviderRepository(ctx.store);
    this.settings = new SettingsRepository(ctx.store);
  }

  /** The users the caller may see, by name. */
  list(requester: Requester): UserListItem[] {
    const caller = callerOf(requester);
    if (caller.scope === 'admin') return this.users.list();
    if (caller.scope === 'service_provider')
      return this.users.list({ serviceProviderSid: caller.service_provider_sid });
    return this.users.list({ accountSid: caller.account_sid });
  }

  read(requester: Requester, sid: string): UserDetail | undefined {
    const caller = callerOf(requester);
    const target = this.users.find(sid);
    if (!target) throw notFound('user not found');
    if (target.user_sid !== caller.user_sid && !managesUser(caller, target))
      throw forbidden('insufficient permissions');
    return this.users.detail(sid);
  }

  /** The signed-in user with their account and service provider (an API key has no user: plain 403). */
  whoAmI(requester: Requester): UsersMe {
    const caller = callerOf(requester);
    if (!caller.user_sid) throw plainForbidden();
    const user = this.users.find(caller.user_sid);
    if (!user) throw notFound('user not found');
    const sp = this.me.serviceProvider(user.service_provider_sid);
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
      account: this.me.account(user.account_sid),
      sp,
    };
    if (this.ctx.options.hosted && user.account_sid) {
      Object.assign(me, this.hostedExtras(user.account_sid));
      // the root domain the account's SIP realm goes under (its service provider's)
      me.account.root_domain = sp.root_domain ?? null;
    }
    if (caller.is_view_only) {
      // a view-only user changes nothing: the account's secrets and keys masked (docs/api/contract.md#secret-masking)
      me.account.webhook_secret = maskedIfSet(me.account.webhook_secret);
      me.account.subspace_client_secret = maskedIfSet(me.account.subspace_client_secret);
      if (me.api_keys) me.api_keys = me.api_keys.map((key) => ({ ...key, token: maskedIfSet(key.token) }));
    }
    return me;
  }

  async create(requester: Requester, body: UserCreateBody): Promise<string> {
    const caller = callerOf(requester);
    let spSid = body.service_provider_sid ?? null;
    let accountSid = body.account_sid ?? null;
    if (caller.scope === 'account') {
      accountSid = caller.account_sid;
      spSid = caller.service_provider_sid;
    } else if (caller.scope === 'service_provider') {
      spSid = caller.service_provider_sid;
    }
    if (accountSid) {
      const account = findAccount(this.ctx.store, accountSid);
      if (!account) throw badRequest('Invalid request: account_sid does not exist');
      if (caller.scope === 'service_provider' && account.service_provider_sid !== caller.service_provider_sid)
        throw forbidden('insufficient permissions');
      if (spSid && spSid !== account.service_provider_sid)
        throw badRequest('Invalid request: the account belongs to another service provider');
      spSid = account.service_provider_sid;
    } else if (spSid && !this.providers.exists(spSid)) {
      throw badRequest(`service_provider not found for sid ${spSid}`);
    }
    const hash = await this.checkedHash(body.initial_password);
    const userSid = newSid();
    auditedWrite(this.ctx, requester, { ...USER_ROW, sid: userSid, action: 'create' }, () => {
      if (this.users.nameOrEmailTaken(body.name, body.email, null))
        throw unprocessable('invalid username or email');
      this.users.insert({
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
      if (body.is_view_only) this.users.setViewOnly(userSid, true);
    });
    return userSid;
  }

  /** An update by someone who manages the user, or one's own (a password change with the old password). */
  async update(requester: Requester, sid: string, body: UserUpdateBody): Promise<void> {
    const caller = callerOf(requester);
    const target = this.users.find(sid);
    if (!target) throw badRequest('Invalid request: user_sid does not exist');
    if (caller.user_sid !== sid && !managesUser(caller, target)) throw plainForbidden();

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
      changes.hashed_password = await this.checkedHash(body.new_password);
      changes.force_change = 0;
    } else if (body.initial_password) {
      changes.hashed_password = await this.checkedHash(body.initial_password);
    }

    const moved = this.placement(caller, target, body);
    if (moved) {
      Object.assign(changes, moved);
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
    if (demoted && target.is_active && this.users.otherActiveAdmins(sid) === 0)
      throw badRequest('cannot deactivate or move this admin user - there are no other active admin users');

    // A change of one's own password is its own kind of entry; any other change, an update.
    const action = body.old_password && body.new_password ? 'password-change' : 'update';
    auditedWrite(this.ctx, requester, { ...USER_ROW, sid, action }, () => {
      if (
        (changes.name || changes.email) &&
        this.users.nameOrEmailTaken(
          changes.name as string | undefined,
          changes.email as string | undefined,
          sid,
        )
      ) {
        throw unprocessable('invalid username or email');
      }
      this.users.update(sid, changes);
      if (viewOnlyChange) this.users.setViewOnly(sid, Boolean(body.is_view_only));
      if (revoke) this.users.revokeTokens(sid);
    });
  }

  /** Not the last active admin. */
  remove(requester: Requester, sid: string): void {
    const caller = callerOf(requester);
    const target = this.users.find(sid);
    if (!target) throw notFound('user not found');
    if (!managesUser(caller, target) && caller.user_sid !== sid) throw forbidden('insufficient permissions');
    if (userScope(target) === 'admin' && target.is_active && this.users.otherActiveAdmins(sid) === 0)
      throw badRequest('cannot delete this admin user - there are no other active admin users');
    auditedWrite(this.ctx, requester, { ...USER_ROW, sid, action: 'delete' }, () => this.users.remove(sid));
  }

  /**
   * Where an update puts the user: null when they stay, else their new account and provider. Explicit nulls equal
   * to what is stored are fine (the portal's edit form sends them); a real promotion or a move out of the
   * caller's reach is refused.
   */
  private placement(
    caller: Caller,
    target: UserRow,
    body: UserUpdateBody,
  ): { account_sid: string | null; service_provider_sid: string | null } | null {
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
    if (caller.scope === 'service_provider' && nextSp !== caller.service_provider_sid)
      throw badRequest('Invalid request: user may not be promoted or moved to another service provider');
    if (nextAccount) {
      const account = findAccount(this.ctx.store, nextAccount);
      if (!account) throw badRequest('Invalid request: account_sid does not exist');
      if (nextSp && account.service_provider_sid !== nextSp)
        throw badRequest('Invalid request: user may not be moved to another service provider');
      if (caller.scope !== 'admin' && account.service_provider_sid !== caller.service_provider_sid)
        throw badRequest('Invalid request: user may not be moved to another service provider');
      finalSp = account.service_provider_sid;
    } else if (nextSp && !this.providers.exists(nextSp)) {
      throw badRequest(`service_provider not found for sid ${nextSp}`);
    }
    nextAccount = nextAccount ?? null;
    if (nextAccount === target.account_sid && finalSp === target.service_provider_sid) return null;
    return { account_sid: nextAccount, service_provider_sid: finalSp };
  }

  /** The hash of a password that meets the policy (400 naming what it lacks otherwise). */
  private async checkedHash(password: string): Promise<string> {
    const policy = passwordPolicyError(password, this.settings.passwordSettings());
    if (policy) throw badRequest(policy);
    return hashPassword(password);
  }

  /** Hosted mode: the account's keys, its current subscription (null when it has none) and static IPs. */
  private hostedExtras(accountSid: string): Pick<UsersMe, 'api_keys' | 'subscription' | 'static_ips'> {
    const subscription = this.me.currentSubscription(accountSid, new Date(this.ctx.now()).toISOString());
    return {
      api_keys: this.me.apiKeys(accountSid),
      subscription: subscription
        ? {
            status: this.me.accountIsActive(accountSid) ? 'active' : 'suspended',
            account_subscription_sid: subscription.account_subscription_sid,
            start_date: subscription.effective_start_date,
            products: this.me.products(subscription.account_subscription_sid).map((p) => ({
              name: p.name,
              units: PRODUCT_UNITS[p.category] ?? p.category,
              quantity: p.quantity,
            })),
            ...(subscription.last4 ? { last4: subscription.last4 } : {}),
            ...(subscription.exp_month
              ? { exp_month: subscription.exp_month, exp_year: subscription.exp_year as number }
              : {}),
            ...(subscription.card_type ? { card_type: subscription.card_type } : {}),
            ...(subscription.stripe_statement_descriptor
              ? { statement_descriptor: subscription.stripe_statement_descriptor }
              : {}),
          }
        : null,
      static_ips: this.me.staticIps(accountSid),
    };
  }
}
