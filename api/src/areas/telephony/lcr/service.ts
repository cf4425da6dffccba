// Outbound call routing tables (docs/api/contract.md#outbound-call-routing): one per account or service provider, listed and changed by their
// owners; their routes saved in one batch (./batch.ts).
import type { z } from 'zod';
import type { Lcr } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  type LcrRouteBatchItem,
  type lcrCreateBodySchema,
  type lcrUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { findAccount, ownsAccount } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { CarrierRepository } from '../carriers/repository';
import { ReferenceRepository } from '../common/repository';
import { saveRouteBatch, type BatchMode } from './batch';
import { LcrLookup } from './lookup';
import { LcrRepository, publicLcr } from './repository';
import { canSeeLcr, lcrAuditOwner } from './rules';

type LcrCreateBody = z.output<typeof lcrCreateBodySchema>;
type LcrUpdateBody = z.output<typeof lcrUpdateBodySchema>;

const LCR_ROW = { entity: 'lcr', table: 'lcr', key: 'lcr_sid' } as const;

export class LcrService {
  private readonly lcrs: LcrRepository;
  private readonly carriers: CarrierRepository;
  private readonly references: ReferenceRepository;
  readonly lookup: LcrLookup;

  constructor(private readonly ctx: AppContext) {
    this.lcrs = new LcrRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
    this.references = new ReferenceRepository(ctx.store);
    this.lookup = new LcrLookup(this.lcrs);
  }

  /** The LCRs the caller may see, each with number_routes. */
  list(requester: Requester): Lcr[] {
    const caller = callerOf(requester);
    return this.lcrs
      .all()
      .filter((lcr) => canSeeLcr(caller, lcr))
      .map(publicLcr);
  }

  read(requester: Requester, sid: string): Lcr {
    return publicLcr(this.lookup.lcr(callerOf(requester), sid));
  }

  /** Account users own their account's table (naming another account is refused); others name the owner. */
  create(requester: Requester, body: LcrCreateBody): string {
    const caller = callerOf(requester);
    let accountSid: string | null =
      body.account_sid || (caller.scope === 'account' ? caller.account_sid : null);
    let spSid: string | null =
      caller.scope === 'admin' ? (body.service_provider_sid ?? null) : caller.service_provider_sid;
    let ownerSp = spSid;
    if (accountSid) {
      const account = findAccount(this.ctx.store, accountSid);
      if (!account) throw badRequest('unknown account_sid');
      if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
      ownerSp = account.service_provider_sid;
      spSid = null;
    } else if (!spSid) throw badRequest('missing field service_provider_sid');
    else if (!this.references.serviceProviderExists(spSid)) throw badRequest('unknown service_provider_sid');
    accountSid ||= null;
    // a new table has no entries: another table's would route through that table's carrier, maybe another
    // tenant's (docs/api/differences.md#fixed-on-purpose); its default comes from its routes or a PUT naming its own
    if (body.default_carrier_set_entry_sid) throw badRequest('unknown lcr_carrier_set_entry');
    const sid = newSid();
    const row = {
      lcr_sid: sid,
      name: body.name,
      is_active: body.is_active ?? 1,
      account_sid: accountSid,
      service_provider_sid: spSid,
      default_carrier_set_entry_sid: body.default_carrier_set_entry_sid ?? null,
    };
    const owner = { account_sid: accountSid, owner_sp: ownerSp };
    auditedWrite(this.ctx, requester, { ...LCR_ROW, sid, action: 'create', ...lcrAuditOwner(owner) }, () => {
      this.requireNoOtherLcr(accountSid, spSid);
      this.lcrs.insert(row);
    });
    return sid;
  }

  /** Name, active and the default entry (one of the LCR's own); the account may not change. */
  update(requester: Requester, sid: string, body: LcrUpdateBody): void {
    const lcr = this.lookup.lcr(callerOf(requester), sid, 'unknown');
    if (body.account_sid !== undefined && (body.account_sid || null) !== lcr.account_sid)
      throw badRequest('account_sid may not be modified');
    if (
      body.default_carrier_set_entry_sid &&
      this.lcrs.lcrSidOfEntry(body.default_carrier_set_entry_sid) !== lcr.lcr_sid
    )
      throw badRequest('unknown lcr_carrier_set_entry');
    const changes: Record<string, unknown> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.is_active !== undefined) changes.is_active = body.is_active;
    if (body.default_carrier_set_entry_sid !== undefined)
      changes.default_carrier_set_entry_sid = body.default_carrier_set_entry_sid;
    auditedWrite(
      this.ctx,
      requester,
      { ...LCR_ROW, sid: lcr.lcr_sid, action: 'update', ...lcrAuditOwner(lcr) },
      () => this.lcrs.update(lcr.lcr_sid, changes),
    );
  }

  /** The LCR with its routes and their entries. */
  remove(requester: Requester, sid: string): void {
    const lcr = this.lookup.lcr(callerOf(requester), sid);
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'lcr',
        entitySid: lcr.lcr_sid,
        action: 'delete',
        // as read, number_routes included
        before: { ...publicLcr(lcr) },
        after: null,
        ...lcrAuditOwner(lcr),
      }),
      () => this.lcrs.remove(lcr.lcr_sid),
    );
  }

  /** `POST|PUT /Lcrs/:sid/Routes`: the batch, audited as one change of the LCR's routes. */
  saveRoutes(requester: Requester, sid: string, items: LcrRouteBatchItem[], mode: BatchMode): void {
    const lcr = this.lookup.lcr(callerOf(requester), sid);
    auditedWrite(
      this.ctx,
      requester,
      (before) => ({
        entity: 'lcr',
        entitySid: lcr.lcr_sid,
        action: 'update',
        before: { routes: before },
        after: { routes: this.lcrs.routesOf(lcr.lcr_sid) },
        ...lcrAuditOwner(lcr),
      }),
      () => {
        const before = this.lcrs.routesOf(lcr.lcr_sid);
        saveRouteBatch(this.lcrs, this.carriers, lcr, items, mode);
        return before;
      },
    );
  }

  /** One LCR per account and per service provider (the real server's messages). */
  private requireNoOtherLcr(accountSid: string | null, spSid: string | null): void {
    if (accountSid) {
      if (this.lcrs.accountHasOther(accountSid, null))
        throw badRequest(
          TELEPHONY_MESSAGES.lcrAccountTaken(this.references.accountName(accountSid) ?? accountSid),
        );
    } else if (spSid && this.lcrs.serviceProviderHasOther(spSid, null)) {
      throw badRequest(
        TELEPHONY_MESSAGES.lcrServiceProviderTaken(this.references.serviceProviderName(spSid) ?? spSid),
      );
    }
  }
}
