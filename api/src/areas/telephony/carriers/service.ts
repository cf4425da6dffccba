// Carriers (docs/api/contract.md#service-providers, #accounts, #carriers-and-gateways): who sees which, who owns a new one (the caller's service provider, or the
// account it is made for), the spec's carrier rules on create and on the stored carrier with its changes, and the
// refusal to delete one that phone numbers or outbound routes still use.
import type { VoipCarrier } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  carrierIssues,
  type CarrierCreateBody,
  type CarrierUpdateBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { findAccount, ownsAccount, type AccountOwner } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { likePattern, pageRequest, paged, type Page } from '../../../http/paging';
import { newSid } from '../../../lib/ids';
import { maskSecretEnd } from '../../../lib/masking';
import { ReferenceRepository } from '../common/repository';
import { optionalSid, refuseIssues, requireApplicationOfAccount } from '../common/rules';
import { CarrierRepository, carrierFromRow, type CarrierFilter, type CarrierRow } from './repository';
import { CARRIER_SECRETS, canReadCarrier, canWriteCarrier, mayChangeCarrier } from './rules';

/** A carrier as the caller reads it: its secrets masked unless the caller may change it. */
function shownTo(caller: Caller, carrier: VoipCarrier): VoipCarrier {
  if (mayChangeCarrier(caller, carrier)) return carrier;
  const shown = { ...carrier };
  for (const field of CARRIER_SECRETS) {
    const secret = shown[field];
    if (typeof secret === 'string' && secret !== '') shown[field] = maskSecretEnd(secret);
  }
  return shown;
}

export interface CarrierListQuery {
  page?: string;
  page_size?: string;
  name?: string;
  account_sid?: string;
  usage?: string;
}

/** Who owns a new carrier: the service provider, and the account when it is an account's carrier. */
interface NewCarrierOwner {
  serviceProviderSid: string;
  accountSid: string | null;
}

export class CarrierService {
  private readonly carriers: CarrierRepository;
  private readonly references: ReferenceRepository;

  constructor(private readonly ctx: AppContext) {
    this.carriers = new CarrierRepository(ctx.store);
    this.references = new ReferenceRepository(ctx.store);
  }

  /**
   * The carriers the caller may see, or a service provider's (an account user: their account's and the SP-level
   * ones); `?account_sid` narrows to what that account may use, `?usage=1` adds how many numbers and routes use each:
   * for an account user, those of their own account only (a service provider's carrier is shared; its other
   * accounts' usage is not theirs to see).
   */
  list(
    requester: Requester,
    owner: OwnerOf<'caller' | 'service_provider'>,
    query: CarrierListQuery,
  ): VoipCarrier[] | Page<VoipCarrier> {
    const caller = callerOf(requester);
    const filter: CarrierFilter = {};
    if (owner.kind === 'service_provider') {
      filter.serviceProviderSid = owner.serviceProviderSid;
      const accountSid =
        caller.scope === 'account' ? caller.account_sid : optionalSid(query.account_sid, 'account_sid');
      if (accountSid) filter.usableBy = { accountSid, serviceProviderSid: owner.serviceProviderSid };
    } else if (caller.scope === 'account') {
      filter.usableBy = {
        accountSid: caller.account_sid as string,
        serviceProviderSid: caller.service_provider_sid as string,
      };
    } else {
      if (caller.scope === 'service_provider')
        filter.serviceProviderSid = caller.service_provider_sid as string;
      const accountSid = optionalSid(query.account_sid, 'account_sid');
      if (accountSid) {
        const account = findAccount(this.ctx.store, accountSid);
        if (!account || !ownsAccount(caller, account)) throw forbidden('insufficient permissions');
        filter.usableBy = { accountSid, serviceProviderSid: account.service_provider_sid };
      }
    }
    filter.namePattern = likePattern(query.name);
    const result = paged(pageRequest(query), this.carriers.list(filter));
    const usage = query.usage === '1' || query.usage === 'true';
    const usageOf = caller.scope === 'account' ? caller.account_sid : null;
    const shown = (carriers: VoipCarrier[]) =>
      carriers.map((carrier) => {
        const visible = shownTo(caller, carrier);
        return usage ? { ...visible, ...this.carriers.usage(carrier.voip_carrier_sid, usageOf) } : visible;
      });
    return Array.isArray(result) ? shown(result) : { ...result, data: shown(result.data) };
  }

  /** The carriers that belong to an account (SP-level ones excluded). */
  ofAccount(requester: Requester, owner: OwnerOf<'account'>): VoipCarrier[] {
    const caller = callerOf(requester);
    return this.carriers.ofAccount(owner.accountSid).map((carrier) => shownTo(caller, carrier));
  }

  read(requester: Requester, sid: string): VoipCarrier {
    const caller = callerOf(requester);
    return shownTo(caller, carrierFromRow(this.requireReadable(caller, sid)));
  }

  /** A carrier the caller may see: 404 otherwise (its existence is not told). */
  requireReadable(caller: Caller, sid: string): CarrierRow {
    const carrier = this.carriers.find(sid);
    if (!carrier || !canReadCarrier(caller, carrier)) throw notFound('carrier not found');
    return carrier;
  }

  /** A carrier the caller may change: 404 when not visible, 403 with the spec's text when only visible. */
  requireWritable(requester: Requester, sid: string, action: 'change' | 'delete' = 'change'): CarrierRow {
    const carrier = this.requireReadable(callerOf(requester), sid);
    if (!canWriteCarrier(callerOf(requester), carrier))
      throw forbidden(
        action === 'delete' ? TELEPHONY_MESSAGES.carrierNoDelete : TELEPHONY_MESSAGES.carrierNoChanges,
      );
    return carrier;
  }

  /** `POST|PUT /ServiceProviders/:sid/VoipCarriers…`: admins, and the service provider's own users. */
  requireProviderWrite(caller: Caller, serviceProviderSid: string): void {
    if (caller.scope === 'admin') return;
    if (caller.scope !== 'service_provider' || caller.service_provider_sid !== serviceProviderSid)
      throw forbidden('insufficient permissions to update service provider');
  }

  /** The provider a carrier is created under: the caller's to change (above), and known. */
  requireProviderToCreateIn(caller: Caller, serviceProviderSid: string): void {
    this.requireProviderWrite(caller, serviceProviderSid);
    if (!this.references.serviceProviderExists(serviceProviderSid))
      throw notFound('service provider not found');
  }

  /** A carrier under the path's provider or account that the caller may change (another's: 404). */
  requireWritableWithin(
    requester: Requester,
    sid: string,
    within: { serviceProviderSid: string } | { accountSid: string },
  ) {
    const carrier = this.requireWritable(requester, sid);
    const inside =
      'serviceProviderSid' in within
        ? carrier.service_provider_sid === within.serviceProviderSid
        : carrier.account_sid === within.accountSid;
    if (!inside) throw notFound('carrier not found');
  }

  /**
   * A new carrier: on the bare path the caller's service provider (an admin names it) or the account it is for; on
   * a provider's path that provider (an account_sid makes it that account's); on an account's path that account.
   */
  create(
    requester: Requester,
    body: CarrierCreateBody,
    owner: OwnerOf<'caller' | 'service_provider' | 'account'>,
  ): string {
    const caller = callerOf(requester);
    if (owner.kind === 'account') {
      if (body.account_sid && body.account_sid !== owner.accountSid)
        throw badRequest('account_sid must be the account in the path');
      return this.insert(requester, body, {
        serviceProviderSid: owner.serviceProviderSid,
        accountSid: owner.accountSid,
      });
    }
    if (owner.kind === 'service_provider') {
      const account = body.account_sid
        ? this.accountFor(caller, body.account_sid, owner.serviceProviderSid)
        : null;
      return this.insert(requester, body, {
        serviceProviderSid: owner.serviceProviderSid,
        accountSid: account?.account_sid ?? null,
      });
    }
    let account: AccountOwner | null = null;
    let spSid: string | null;
    if (caller.scope === 'account') {
      account = this.accountFor(caller, caller.account_sid as string, null);
      spSid = account.service_provider_sid;
    } else {
      spSid =
        caller.scope === 'service_provider'
          ? caller.service_provider_sid
          : (body.service_provider_sid ?? null);
      if (body.account_sid) {
        account = this.accountFor(caller, body.account_sid, spSid);
        spSid = account.service_provider_sid;
      }
    }
    if (!spSid) throw badRequest('missing field service_provider_sid');
    if (!this.references.serviceProviderExists(spSid)) throw badRequest('unknown service_provider_sid');
    return this.insert(requester, body, {
      serviceProviderSid: spSid,
      accountSid: account?.account_sid ?? null,
    });
  }

  /** Applies a PUT to a carrier the caller may change (the rules run on the stored carrier with the changes). */
  update(requester: Requester, sid: string, body: CarrierUpdateBody): void {
    const caller = callerOf(requester);
    const carrier = this.requireWritable(requester, sid);
    const {
      voip_carrier_sid: _sid,
      created_at: _created,
      register_status: _status,
      service_provider_sid: _sp,
      ...changes
    } = body;
    // a secret sent back as it was shown masked keeps the stored one
    for (const field of CARRIER_SECRETS) {
      const stored = carrier[field];
      if (typeof stored === 'string' && stored !== '' && changes[field] === maskSecretEnd(stored))
        delete changes[field];
    }
    if (body.service_provider_sid && body.service_provider_sid !== carrier.service_provider_sid)
      throw badRequest('service_provider_sid may not be modified');
    let accountSid = carrier.account_sid;
    if (changes.account_sid !== undefined && changes.account_sid !== carrier.account_sid) {
      if (changes.account_sid === null) {
        if (caller.scope === 'account') throw forbidden(TELEPHONY_MESSAGES.carrierNoChanges);
        accountSid = null;
      } else {
        accountSid = this.accountFor(caller, changes.account_sid, carrier.service_provider_sid).account_sid;
      }
    }
    const merged = { ...carrier, ...changes, account_sid: accountSid };
    if (merged.application_sid)
      requireApplicationOfAccount(this.references, merged.application_sid, accountSid);
    refuseIssues(carrierIssues(merged));
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'voip_carrier',
        entitySid: sid,
        action: 'update',
        before: carrier,
        after: merged,
        accountSid,
        serviceProviderSid: carrier.service_provider_sid,
      }),
      () => this.carriers.update(sid, { ...changes, account_sid: accountSid }),
    );
  }

  /** Refused while phone numbers or outbound routes use the carrier; its gateways go with it. */
  remove(requester: Requester, sid: string): void {
    const carrier = this.requireWritable(requester, sid, 'delete');
    if (this.carriers.numbersUsing(sid) > 0) throw unprocessable(TELEPHONY_MESSAGES.carrierInUseByNumbers);
    if (this.carriers.isRouted(sid)) throw unprocessable(TELEPHONY_MESSAGES.carrierInUseByRoutes);
    auditedWrite(
      this.ctx,
      requester,
      {
        entity: 'voip_carrier',
        table: 'voip_carriers',
        key: 'voip_carrier_sid',
        sid,
        action: 'delete',
        accountSid: carrier.account_sid,
        serviceProviderSid: carrier.service_provider_sid,
      },
      () => this.carriers.remove(sid),
    );
  }

  /** The account a body names, checked: known, in the carrier's service provider, the caller's to use. */
  private accountFor(caller: Caller, accountSid: string, serviceProviderSid: string | null): AccountOwner {
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (serviceProviderSid && account.service_provider_sid !== serviceProviderSid)
      throw badRequest('account_sid does not belong to the service provider');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
    return account;
  }

  /** The stored row of a new carrier (the owner's sids set), after the spec's rules. */
  private insert(requester: Requester, body: CarrierCreateBody, owner: NewCarrierOwner): string {
    if (body.application_sid)
      requireApplicationOfAccount(this.references, body.application_sid, owner.accountSid);
    refuseIssues(carrierIssues(body));
    const {
      voip_carrier_sid: _sid,
      created_at: _created,
      register_status: _status,
      account_sid: _account,
      service_provider_sid: _sp,
      ...columns
    } = body;
    const sid = newSid();
    const row = {
      ...columns,
      voip_carrier_sid: sid,
      service_provider_sid: owner.serviceProviderSid,
      account_sid: owner.accountSid,
    };
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'voip_carrier',
        entitySid: sid,
        action: 'create',
        after: row,
        accountSid: owner.accountSid,
        serviceProviderSid: owner.serviceProviderSid,
      }),
      () => this.carriers.insert(row),
    );
    return sid;
  }
}
