// API keys (docs/api/contract.md#api-keys): who may make a key for whom, and who may delete which; the token is shown once.
import type { ApiKey } from '@switchboard/shared/types';
import type { ApiKeyBody } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { findAccount } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, notFound } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { newSid } from '../../../lib/ids';
import { maskedIfSet } from '../../../lib/masking';
import { ServiceProviderRepository } from '../service-providers/repository';
import { ApiKeyRepository } from './repository';

const API_KEY_ROW = { entity: 'api_key', table: 'api_keys', key: 'api_key_sid' } as const;

const SAME_ACCOUNT =
  'an account level token can only be used to create account level tokens for the same account';
const SAME_SERVICE_PROVIDER =
  'a service provider token can only be used to create tokens for the same service provider';

export class ApiKeyService {
  private readonly keys: ApiKeyRepository;
  private readonly serviceProviders: ServiceProviderRepository;

  constructor(private readonly ctx: AppContext) {
    this.keys = new ApiKeyRepository(ctx.store);
    this.serviceProviders = new ServiceProviderRepository(ctx.store);
  }

  /**
   * A service provider's own keys (none for its accounts' users), or an account's. Whoever may list them may make and
   * delete them, except a view-only user, who gets each token masked (docs/api/contract.md#secret-masking).
   */
  list(requester: Requester, owner: OwnerOf<'service_provider' | 'account'>): ApiKey[] {
    const caller = callerOf(requester);
    if (owner.kind === 'service_provider' && caller.scope === 'account') return [];
    const keys =
      owner.kind === 'account'
        ? this.keys.ofAccount(owner.accountSid)
        : this.keys.ofServiceProvider(owner.serviceProviderSid);
    return caller.is_view_only ? keys.map((key) => ({ ...key, token: maskedIfSet(key.token) })) : keys;
  }

  /** A key for an account, a service provider, or (admins) the platform. */
  create(requester: Requester, body: ApiKeyBody): { sid: string; token: string } {
    const caller = callerOf(requester);
    let accountSid = body.account_sid ?? null;
    let spSid = body.service_provider_sid ?? null;
    if (accountSid) {
      const account = findAccount(this.ctx.store, accountSid);
      if (!account) throw badRequest(`account not found for sid ${accountSid}`);
      if (caller.scope === 'account' && accountSid !== caller.account_sid) throw badRequest(SAME_ACCOUNT);
      if (
        caller.scope === 'service_provider' &&
        (account.service_provider_sid !== caller.service_provider_sid ||
          (spSid && spSid !== caller.service_provider_sid))
      ) {
        throw badRequest(SAME_SERVICE_PROVIDER);
      }
      spSid = null; // an account key carries only its account
    } else {
      if (caller.scope === 'account') throw badRequest(SAME_ACCOUNT);
      if (caller.scope === 'service_provider') {
        if (!spSid) throw badRequest('service provider token may not be used to create admin token');
        if (spSid !== caller.service_provider_sid) throw badRequest(SAME_SERVICE_PROVIDER);
      }
      if (spSid && !this.serviceProviders.exists(spSid))
        throw badRequest(`service_provider not found for sid ${spSid}`);
      accountSid = null;
    }
    const sid = newSid();
    const token = newSid();
    auditedWrite(this.ctx, requester, { ...API_KEY_ROW, sid, action: 'create' }, () =>
      this.keys.insert({
        api_key_sid: sid,
        token,
        account_sid: accountSid,
        service_provider_sid: spSid,
        expires_at: body.expires_at ? new Date(body.expires_at).toISOString() : null,
      }),
    );
    return { sid, token };
  }

  remove(requester: Requester, sid: string): void {
    const caller = callerOf(requester);
    const key = this.keys.ownerOf(sid);
    if (!key) throw notFound('api key not found');
    if (caller.scope === 'service_provider') {
      if (!key.account_sid && !key.service_provider_sid)
        throw badRequest('a service provider user may not delete an admin token');
      const keySp =
        key.service_provider_sid ??
        findAccount(this.ctx.store, key.account_sid as string)?.service_provider_sid;
      if (keySp !== caller.service_provider_sid)
        throw badRequest('a service provider user may not delete api key from another service provider');
    } else if (caller.scope === 'account' && key.account_sid !== caller.account_sid) {
      throw badRequest('a user may not delete a token associated with a different account');
    }
    auditedWrite(this.ctx, requester, { ...API_KEY_ROW, sid, action: 'delete' }, () => this.keys.remove(sid));
  }
}
