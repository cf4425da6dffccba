// Accounts (docs/api/contract.md#accounts): who sees and changes which, unique names (per provider) and SIP realms (everywhere),
// the applications an account may point at, what account users may not change, masked bucket secrets, the
// webhook secret, the SIP realm, and the refusal to delete an account while things still belong to it.
import type { Account, BucketCredential, BucketCredentialTestResult } from '@switchboard/shared/types';
import {
  MESSAGES,
  accountDeleteBlockers,
  accountDeleteRefusal,
  isValidSipRealm,
  type AccountCreateBody,
  type AccountUpdateBody,
  type BucketCredentialBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { VIEW_ONLY_ERROR, badRequest, forbidden, unprocessable } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { newSid, newWebhookSecret } from '../../../lib/ids';
import { maskedIfSet } from '../../../lib/masking';
import { verifyPassword } from '../../../lib/passwords';
import { testBucketCredential } from '../../../outbound/bucket-test';
import { ServiceProviderRepository } from '../service-providers/repository';
import { UserRepository } from '../users/repository';
import { WebhookRepository, withPasswordMasked } from '../webhooks/repository';
import { hasMaskedSecret, unmaskBucketCredential } from './bucket-credential';
import { AccountRepository } from './repository';

type AccountOwner = OwnerOf<'account'>;

const ACCOUNT_ROW = { entity: 'account', table: 'accounts', key: 'account_sid' } as const;

/** Fields only some scopes may change (account users cannot grant themselves a plan or switch debug logging). */
const RESTRICTED: Record<string, (caller: Caller) => boolean> = {
  enable_debug_log: (c) => c.scope === 'admin',
  plan_type: (c) => c.scope !== 'account',
  trial_end_date: (c) => c.scope !== 'account',
  device_to_call_ratio: (c) => c.scope !== 'account',
  is_active: (c) => c.scope !== 'account',
  disable_cdrs: (c) => c.scope !== 'account',
};

/** The columns a PUT sets as they are sent. */
const PLAIN_FIELDS = [
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

const MASKED_SECRET = 'bucket_credential: send the secret itself, not its masked form';

/**
 * An account as the caller reads it. Whoever may read an account may change it, except a view-only user: they get
 * its secrets (the signing secret, the subspace secret, the hooks' passwords) masked to their last 4 characters
 * (docs/api/contract.md#secret-masking). The bucket secret is masked for everyone.
 */
export function accountShownTo(caller: Caller, account: Account): Account {
  if (!caller.is_view_only) return account;
  return {
    ...account,
    webhook_secret: maskedIfSet(account.webhook_secret),
    subspace_client_secret: maskedIfSet(account.subspace_client_secret),
    registration_hook: withPasswordMasked(account.registration_hook),
    queue_event_hook: withPasswordMasked(account.queue_event_hook),
  };
}

export class AccountService {
  private readonly accounts: AccountRepository;
  private readonly providers: ServiceProviderRepository;
  private readonly hooks: WebhookRepository;

  constructor(private readonly ctx: AppContext) {
    this.accounts = new AccountRepository(ctx.store, ctx.box);
    this.providers = new ServiceProviderRepository(ctx.store);
    this.hooks = new WebhookRepository(ctx.store);
  }

  /** The bare list: admins all, a provider's users its accounts, an account's users their own. */
  list(requester: Requester, owner: OwnerOf<'caller' | 'service_provider'>): Account[] {
    const caller = callerOf(requester);
    const shown = (accounts: Account[]) => accounts.map((account) => accountShownTo(caller, account));
    if (owner.kind === 'service_provider') {
      return shown(
        caller.scope === 'account'
          ? this.accounts.only(caller.account_sid, owner.serviceProviderSid)
          : this.accounts.ofServiceProvider(owner.serviceProviderSid),
      );
    }
    if (caller.scope === 'admin') return shown(this.accounts.all());
    if (caller.scope === 'service_provider')
      return shown(this.accounts.ofServiceProvider(caller.service_provider_sid));
    return shown(this.accounts.only(caller.account_sid));
  }

  read(requester: Requester, owner: AccountOwner): Account | undefined {
    const account = this.accounts.read(owner.accountSid);
    return account && accountShownTo(callerOf(requester), account);
  }

  create(requester: Requester, body: AccountCreateBody): string {
    const caller = callerOf(requester);
    const spSid =
      caller.scope === 'service_provider'
        ? (caller.service_provider_sid as string)
        : body.service_provider_sid;
    if (!this.providers.exists(spSid)) throw badRequest(`service_provider not found for sid ${spSid}`);
    this.checkApplication('device_calling_application_sid', body.device_calling_application_sid, null, spSid);
    this.checkApplication('siprec_hook_sid', body.siprec_hook_sid, null, spSid);
    const credential =
      body.bucket_credential && body.bucket_credential.vendor !== 'none'
        ? (body.bucket_credential as BucketCredential)
        : null;
    if (credential && hasMaskedSecret(credential)) throw badRequest(MASKED_SECRET);
    const sid = newSid();
    auditedWrite(this.ctx, requester, { ...ACCOUNT_ROW, sid, action: 'create' }, () => {
      this.checkUnique(spSid, body.name, body.sip_realm, null);
      this.accounts.insert({
        account_sid: sid,
        name: body.name,
        sip_realm: body.sip_realm ?? null,
        service_provider_sid: spSid,
        registration_hook_sid: this.hooks.save(null, body.registration_hook),
        queue_event_hook_sid: this.hooks.save(null, body.queue_event_hook),
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
        bucket_credential: credential ? this.ctx.box.encryptJson(credential) : null,
      });
    });
    return sid;
  }

  /** Masked secrets sent back keep the stored ones. */
  update(requester: Requester, owner: AccountOwner, body: AccountUpdateBody): void {
    const caller = callerOf(requester);
    const sid = owner.accountSid;
    const current = this.accounts.row(sid)!;
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
    const spSid = owner.serviceProviderSid;
    this.checkApplication('device_calling_application_sid', body.device_calling_application_sid, sid, spSid);
    this.checkApplication('siprec_hook_sid', body.siprec_hook_sid, sid, spSid);

    const changes: Record<string, unknown> = {};
    for (const key of PLAIN_FIELDS) if (body[key] !== undefined) changes[key] = body[key];
    if (body.bucket_credential !== undefined) {
      const stored = this.ctx.box.decryptJson<BucketCredential>(current.bucket_credential);
      const next =
        body.bucket_credential === null ? null : unmaskBucketCredential(body.bucket_credential, stored);
      if (next && hasMaskedSecret(next)) throw badRequest(MASKED_SECRET);
      changes.bucket_credential = next ? this.ctx.box.encryptJson(next) : null;
    }
    auditedWrite(this.ctx, requester, { ...ACCOUNT_ROW, sid, action: 'update' }, () => {
      this.checkUnique(spSid, body.name, body.sip_realm, sid);
      const registration = this.hooks.save(current.registration_hook_sid, body.registration_hook);
      const queue = this.hooks.save(current.queue_event_hook_sid, body.queue_event_hook);
      if (registration !== current.registration_hook_sid) changes.registration_hook_sid = registration;
      if (queue !== current.queue_event_hook_sid) changes.queue_event_hook_sid = queue;
      this.accounts.update(sid, changes);
      this.hooks.dropUnused([current.registration_hook_sid, current.queue_event_hook_sid]);
    });
  }

  /**
   * Deletes the account with everything it owns, once no applications, numbers, Teams tenants or API keys (or
   * other owners' routes over its carriers) remain. A password, when sent, must be the caller's.
   */
  async remove(requester: Requester, owner: AccountOwner, password: string | undefined): Promise<void> {
    const caller = callerOf(requester);
    const sid = owner.accountSid;
    if (password !== undefined && caller.user_sid) {
      const user = new UserRepository(this.ctx.store).find(caller.user_sid);
      if (user?.provider === 'local' && !(await verifyPassword(password, user.hashed_password)))
        throw forbidden('invalid password');
    }
    // the shared rule: the portal's dialog lists the same lines before Delete can be pressed
    const blockers = accountDeleteBlockers(this.accounts.dependents(sid));
    if (blockers.length > 0) throw unprocessable(accountDeleteRefusal(blockers));
    const { registration_hook_sid, queue_event_hook_sid } = this.accounts.row(sid)!;
    auditedWrite(this.ctx, requester, { ...ACCOUNT_ROW, sid, action: 'delete' }, () => {
      this.accounts.remove(sid);
      this.hooks.dropUnused([registration_hook_sid, queue_event_hook_sid]);
    });
  }

  /** The webhook signing secret; `regenerate` makes and stores a new one. */
  webhookSecret(requester: Requester, owner: AccountOwner, regenerate: boolean): { webhook_secret: string } {
    const sid = owner.accountSid;
    const viewOnly = callerOf(requester).is_view_only;
    if (!regenerate) {
      const secret = this.accounts.webhookSecret(sid)!;
      return { webhook_secret: viewOnly ? maskedIfSet(secret) : secret };
    }
    if (viewOnly) throw VIEW_ONLY_ERROR();
    const secret = newWebhookSecret();
    auditedWrite(this.ctx, requester, { ...ACCOUNT_ROW, sid, action: 'update' }, () =>
      this.accounts.update(sid, { webhook_secret: secret }),
    );
    return { webhook_secret: secret };
  }

  /** Can the bucket be reached with this credential? A masked secret is taken from the stored credential. */
  async testBucket(owner: AccountOwner, body: BucketCredentialBody): Promise<BucketCredentialTestResult> {
    if (body.vendor === 'none') return { status: 'failed', reason: 'Does not support test for none' };
    const credential = unmaskBucketCredential(
      body,
      this.accounts.bucketCredential(owner.accountSid),
    ) as BucketCredential;
    if (hasMaskedSecret(credential))
      return {
        status: 'failed',
        reason: 'the secret is masked and no stored credential of this vendor matches it',
      };
    return testBucketCredential(credential, this.ctx.options.outboundTimeoutMs, new Date(this.ctx.now()));
  }

  /** At least three labels (e.g. acme.sip.example.com), unique on the platform. */
  setSipRealm(requester: Requester, owner: AccountOwner, given: string): void {
    const sid = owner.accountSid;
    const realm = given.toLowerCase();
    if (realm.length > 132 || !isValidSipRealm(realm, 3)) throw badRequest(`invalid sip_realm: ${given}`);
    auditedWrite(this.ctx, requester, { ...ACCOUNT_ROW, sid, action: 'update' }, () => {
      if (this.accounts.sipRealmTaken(realm, sid)) throw unprocessable(MESSAGES.sipRealmInUse);
      this.accounts.update(sid, { sip_realm: realm });
    });
  }

  private checkUnique(
    serviceProviderSid: string,
    name: string | undefined,
    sipRealm: string | null | undefined,
    exceptSid: string | null,
  ): void {
    if (name !== undefined && this.accounts.nameTaken(serviceProviderSid, name, exceptSid))
      throw unprocessable(MESSAGES.accountNameInUse);
    if (sipRealm && this.accounts.sipRealmTaken(sipRealm, exceptSid))
      throw unprocessable(MESSAGES.sipRealmInUse);
  }

  /** An application an account points at must be one of that account's (or, for a new account, of its SP). */
  private checkApplication(
    field: string,
    applicationSid: string | null | undefined,
    accountSid: string | null,
    serviceProviderSid: string,
  ): void {
    if (!applicationSid) return;
    const app = this.accounts.applicationOwner(applicationSid);
    const ok = app && (accountSid ? app.account_sid === accountSid : app.sp === serviceProviderSid);
    if (!ok)
      throw badRequest(`${field}: application ${applicationSid} is not an application of this account`);
  }
}
