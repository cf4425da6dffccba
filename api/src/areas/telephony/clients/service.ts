// SIP clients — device credentials (docs/api/contract.md#sip-clients): listed by scope, passwords stored encrypted and shown as their
// first character and X's; a username is unique within its account; the account must have a SIP realm (docs/product/telephony.md#sip-client-form).
// Unlike the real server, reads, changes and deletes check that the client is the caller's.
import type { z } from 'zod';
import type { Client } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  maskClientPassword,
  type clientCreateBodySchema,
  type clientUpdateBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { accountNarrowing, findAccount, ownsAccount, type AccountOwner } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { ReferenceRepository } from '../common/repository';
import { ClientRepository, type ClientRow } from './repository';

type ClientCreateBody = z.output<typeof clientCreateBodySchema>;
type ClientUpdateBody = z.output<typeof clientUpdateBodySchema>;

const CLIENT_ROW = { entity: 'client', table: 'clients', key: 'client_sid' } as const;

export class ClientService {
  private readonly clients: ClientRepository;
  private readonly references: ReferenceRepository;

  constructor(private readonly ctx: AppContext) {
    this.clients = new ClientRepository(ctx.store);
    this.references = new ReferenceRepository(ctx.store);
  }

  list(requester: Requester): Client[] {
    return this.clients.list(accountNarrowing(callerOf(requester), 'c')).map((row) => this.shown(row));
  }

  read(requester: Requester, sid: string): Client {
    return this.shown(this.requireVisible(requester, sid));
  }

  /** A client of an account the caller owns (404 otherwise). */
  requireVisible(requester: Requester, sid: string): ClientRow {
    const row = this.clients.find(sid);
    if (
      !row ||
      !ownsAccount(callerOf(requester), {
        account_sid: row.account_sid,
        service_provider_sid: row.account_sp,
      })
    )
      throw notFound();
    return row;
  }

  create(requester: Requester, body: ClientCreateBody): string {
    const caller = callerOf(requester);
    const account = this.accountFor(
      caller,
      body.account_sid ?? (caller.scope === 'account' ? caller.account_sid : null),
    );
    const sid = newSid();
    const row = {
      client_sid: sid,
      account_sid: account.account_sid,
      username: body.username,
      password: this.ctx.box.encrypt(body.password),
      is_active: body.is_active ?? 1,
      allow_direct_app_calling: body.allow_direct_app_calling ?? 1,
      allow_direct_queue_calling: body.allow_direct_queue_calling ?? 1,
      allow_direct_user_calling: body.allow_direct_user_calling ?? 1,
    };
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'client',
        entitySid: sid,
        action: 'create',
        after: row,
        accountSid: account.account_sid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        if (this.clients.usernameTaken(account.account_sid, body.username, null))
          throw badRequest(TELEPHONY_MESSAGES.clientUsernameTaken);
        this.clients.insert(row);
      },
    );
    return sid;
  }

  /** A password in the body replaces the stored one. */
  update(requester: Requester, sid: string, body: ClientUpdateBody): void {
    const caller = callerOf(requester);
    const current = this.requireVisible(requester, sid);
    const accountSid = body.account_sid ?? current.account_sid;
    const account =
      accountSid !== current.account_sid
        ? this.accountFor(caller, accountSid)
        : { account_sid: current.account_sid, service_provider_sid: current.account_sp };
    const { client_sid: _sid, password, ...fields } = body;
    const changes: Record<string, unknown> = { ...fields };
    if (password !== undefined) changes.password = this.ctx.box.encrypt(password);
    const username = body.username ?? current.username ?? '';
    const { account_sp: _sp, ...before } = current;
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'client',
        entitySid: current.client_sid,
        action: 'update',
        before,
        after: { ...before, ...changes },
        accountSid: account.account_sid,
        serviceProviderSid: account.service_provider_sid,
      }),
      () => {
        if (
          (body.username !== undefined || accountSid !== current.account_sid) &&
          this.clients.usernameTaken(accountSid, username, current.client_sid)
        )
          throw badRequest(TELEPHONY_MESSAGES.clientUsernameTaken);
        this.clients.update(current.client_sid, changes);
      },
    );
  }

  remove(requester: Requester, sid: string): void {
    const current = this.requireVisible(requester, sid);
    auditedWrite(
      this.ctx,
      requester,
      { ...CLIENT_ROW, sid: current.client_sid, action: 'delete', serviceProviderSid: current.account_sp },
      () => this.clients.remove(current.client_sid),
    );
  }

  /** Passwords are shown as their first character and X's. */
  private shown(row: ClientRow): Client {
    const { account_sp: _sp, password, ...client } = row;
    let clear: string | null = null;
    if (password) {
      try {
        clear = this.ctx.box.decrypt(password);
      } catch {
        clear = null;
      }
    }
    return { ...client, password: maskClientPassword(clear) ?? '{X' };
  }

  /** The account of a client: known, the caller's, with a SIP realm. */
  private accountFor(caller: Caller, accountSid: string | undefined | null): AccountOwner {
    if (!accountSid) throw badRequest('missing field account_sid');
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
    if (!this.references.accountSipRealm(accountSid)) throw badRequest(TELEPHONY_MESSAGES.sipRealmNotSet);
    return account;
  }
}
