// Phone numbers (docs/api/contract.md#phone-numbers, #service-providers): which numbers a caller sees (numbers without an account are the admin's
// alone), a new number's account, carrier and application (the account's to use), a number unique on the platform,
// and what a change may touch (account, application, description; never the number or its carrier).
import type { PhoneNumber } from '@switchboard/shared/types';
import type { z } from 'zod';
import {
  TELEPHONY_MESSAGES,
  normalisePhoneNumber,
  type phoneNumberCreateBodySchema,
  type phoneNumberUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { findAccount, ownsAccount, type AccountOwner } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { likePattern, pageRequest, paged, type Page } from '../../../http/paging';
import { newSid } from '../../../lib/ids';
import { ReferenceRepository } from '../common/repository';
import { optionalSid, rawBody, requireApplicationOfAccount } from '../common/rules';
import { CarrierRepository } from '../carriers/repository';
import { carrierUsableBy } from '../carriers/rules';
import { NumberRepository, type NumberRow, type NumberScope, type NumberSearch } from './repository';

type PhoneNumberCreateBody = z.output<typeof phoneNumberCreateBodySchema>;
type PhoneNumberUpdateBody = z.output<typeof phoneNumberUpdateBodySchema>;

export interface NumberListQuery {
  page?: string;
  page_size?: string;
  filter?: string;
  account_sid?: string;
  service_provider_sid?: string;
  voip_carrier_sid?: string;
}

/** Which numbers a caller sees, with the query's account, service provider and carrier filters. */
export function numberScope(caller: Caller, query: NumberListQuery): NumberScope {
  const scope: NumberScope = { conditions: [], oneAccount: false };
  if (caller.scope === 'account') {
    scope.conditions.push({ kind: 'account', sid: caller.account_sid as string });
    scope.oneAccount = true;
  } else {
    const spSid =
      caller.scope === 'service_provider'
        ? caller.service_provider_sid
        : optionalSid(query.service_provider_sid, 'service_provider_sid');
    if (spSid) scope.conditions.push({ kind: 'service_provider', sid: spSid });
    const accountSid = optionalSid(query.account_sid, 'account_sid');
    if (accountSid) {
      scope.conditions.push({ kind: 'account', sid: accountSid });
      scope.oneAccount = true;
    }
  }
  const carrierSid = optionalSid(query.voip_carrier_sid, 'voip_carrier_sid');
  if (carrierSid) scope.conditions.push({ kind: 'carrier', sid: carrierSid });
  return scope;
}

/** The list's filter text (number or description), trimmed; longer than 255 characters is a 400. */
export function numberSearch(filter: string | undefined): NumberSearch {
  const term = typeof filter === 'string' ? filter.trim() : '';
  return { term, pattern: likePattern(term) };
}

const publicRow = ({ account_sp: _sp, ...row }: NumberRow): PhoneNumber => {
  if (row.description === null || row.description === undefined) delete row.description;
  return row;
};

export class NumberService {
  private readonly numbers: NumberRepository;
  private readonly carriers: CarrierRepository;
  private readonly references: ReferenceRepository;

  constructor(private readonly ctx: AppContext) {
    this.numbers = new NumberRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
    this.references = new ReferenceRepository(ctx.store);
  }

  /**
   * The numbers the caller may see (paged with ?page; ?filter matches number or description), or those assigned to
   * the accounts of a service provider (the bare array).
   */
  list(
    requester: Requester,
    owner: OwnerOf<'caller' | 'service_provider'>,
    query: NumberListQuery,
  ): PhoneNumber[] | Page<PhoneNumber> {
    const caller = callerOf(requester);
    if (owner.kind === 'service_provider') {
      const scope = numberScope(caller, {});
      scope.conditions.push({ kind: 'service_provider', sid: owner.serviceProviderSid });
      return this.numbers.list(scope, { term: '', pattern: null }).all();
    }
    const scope = numberScope(caller, query);
    const page = pageRequest(query);
    return paged(page, this.numbers.list(scope, numberSearch(query.filter)));
  }

  read(requester: Requester, sid: string): PhoneNumber {
    return publicRow(this.requireVisible(requester, sid));
  }

  /** Numbers without an account are the admin's alone; others follow their account (404 otherwise). */
  requireVisible(requester: Requester, sid: string): NumberRow {
    const caller = callerOf(requester);
    const row = this.numbers.find(sid);
    const visible =
      row !== undefined &&
      (caller.scope === 'admin' ||
        (row.account_sid !== null &&
          row.account_sp !== null &&
          ownsAccount(caller, { account_sid: row.account_sid, service_provider_sid: row.account_sp })));
    if (!visible) throw notFound('phone number not found');
    return row;
  }

  /** What the contract asks of a new number before its body is validated: the number, then the carrier. */
  requireNumberAndCarrier(body: unknown): void {
    const raw = rawBody(body);
    if (raw.number === undefined || raw.number === null || raw.number === '')
      throw badRequest('number is required');
    if (!raw.voip_carrier_sid) throw badRequest('missing field voip_carrier_sid');
  }

  /** Account users add numbers to their own account (naming another one is refused, not redirected). */
  create(requester: Requester, body: PhoneNumberCreateBody): string {
    const caller = callerOf(requester);
    const accountSid =
      body.account_sid ?? (caller.scope === 'account' ? (caller.account_sid as string) : undefined);
    if (!accountSid) throw badRequest('missing field account_sid');
    const account = this.accountFor(caller, accountSid);
    const carrier = this.carriers.find(body.voip_carrier_sid);
    if (!carrier) throw badRequest(`voip_carrier not found for sid ${body.voip_carrier_sid}`);
    if (!carrierUsableBy(carrier, account)) throw badRequest(TELEPHONY_MESSAGES.carrierNotForAccount);
    if (body.application_sid)
      requireApplicationOfAccount(this.references, body.application_sid, account.account_sid);
    const number = normalisePhoneNumber(body.number);
    const sid = newSid();
    const row = {
      phone_number_sid: sid,
      number,
      voip_carrier_sid: carrier.voip_carrier_sid,
      account_sid: account.account_sid,
      application_sid: body.application_sid ?? null,
      service_provider_sid: account.service_provider_sid,
      description: body.description?.trim() || null,
    };
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'phone_number',
        entitySid: sid,
        action: 'create',
        after: row,
        accountSid: account.account_sid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        if (this.numbers.inUse(number)) throw unprocessable(TELEPHONY_MESSAGES.numberInUse);
        this.numbers.insert(row);
      },
    );
    return sid;
  }

  /** The account, application or description (the number and its carrier are fixed). */
  update(requester: Requester, sid: string, body: PhoneNumberUpdateBody): void {
    const caller = callerOf(requester);
    const current = this.requireVisible(requester, sid);
    if (body.voip_carrier_sid && body.voip_carrier_sid !== current.voip_carrier_sid)
      throw badRequest('voip_carrier_sid may not be modified');
    if (body.number && normalisePhoneNumber(body.number) !== current.number)
      throw badRequest('number may not be modified');
    let account: AccountOwner | null = current.account_sid
      ? { account_sid: current.account_sid, service_provider_sid: current.account_sp ?? '', name: '' }
      : null;
    if (body.account_sid && body.account_sid !== current.account_sid) {
      account = this.accountFor(caller, body.account_sid);
      const carrier = current.voip_carrier_sid ? this.carriers.find(current.voip_carrier_sid) : undefined;
      if (carrier && !carrierUsableBy(carrier, account))
        throw badRequest(TELEPHONY_MESSAGES.carrierNotForAccount);
    }
    const applicationSid =
      body.application_sid === undefined ? current.application_sid : body.application_sid;
    if (applicationSid && (body.application_sid !== undefined || body.account_sid !== undefined))
      requireApplicationOfAccount(this.references, applicationSid, account?.account_sid ?? null);
    const changes: Record<string, unknown> = {};
    if (account && account.account_sid !== current.account_sid) {
      changes.account_sid = account.account_sid;
      changes.service_provider_sid = account.service_provider_sid;
    }
    if (body.application_sid !== undefined) changes.application_sid = body.application_sid;
    if (body.description !== undefined) changes.description = body.description?.trim() || null;
    const { account_sp: _sp, ...before } = current;
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'phone_number',
        entitySid: sid,
        action: 'update',
        before,
        after: { ...before, ...changes },
        accountSid: (changes.account_sid as string | undefined) ?? current.account_sid,
        serviceProviderSid: account?.service_provider_sid ?? current.service_provider_sid,
      }),
      () => this.numbers.update(sid, changes),
    );
  }

  remove(requester: Requester, sid: string): void {
    const current = this.requireVisible(requester, sid);
    auditedWrite(
      this.ctx,
      requester,
      {
        entity: 'phone_number',
        table: 'phone_numbers',
        key: 'phone_number_sid',
        sid,
        action: 'delete',
        accountSid: current.account_sid,
        serviceProviderSid: current.service_provider_sid,
      },
      () => this.numbers.remove(sid),
    );
  }

  /** The account a number goes to: known and the caller's. */
  private accountFor(caller: Caller, accountSid: string): AccountOwner {
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient privileges');
    return account;
  }
}
