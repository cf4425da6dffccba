// Registered SIP clients (contract: `GET|POST /Accounts/:sid/RegisteredSipUsers`, `GET …/RegisteredSipUsers/:client`;
// jambonz serves them from its registrar in Redis): who is registered now in an account's SIP realm, with the
// contact, protocol and expiry the SBC's registrar keeps — and, on this API, the device's user agent. What the SBC
// reports comes in on the ingest path (`POST /Ingest/SipRegistrations`). docs/product/telephony.md#sip-clients
import type { RegisteredSipUser } from '@switchboard/shared/types';
import type { SipRegistrationIngest } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import type { Caller, Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, guardFailure } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { requireReporter } from '../../observability';
import { ClientRepository } from '../clients/repository';
import { SipRegistrationRepository, type RealmAccount, type SipRegistrationRow } from './repository';

export const NO_SIP_REALM = 'account does not have sip_realm configuration';

/** What the registrar keeps of a registered client, in the contract's names. */
function details(row: SipRegistrationRow) {
  return {
    contact: row.contact,
    sbcAddress: row.sbc_address ?? undefined,
    protocol: row.protocol,
    proxy: row.proxy,
    expiryTime: row.expiry_time,
    user_agent: row.user_agent,
  };
}

export class RegisteredUsersService {
  private readonly registrations: SipRegistrationRepository;
  private readonly clients: ClientRepository;

  constructor(private readonly ctx: AppContext) {
    this.registrations = new SipRegistrationRepository(ctx.store);
    this.clients = new ClientRepository(ctx.store);
  }

  /** `GET`: the registered clients as `username@realm`. */
  names(owner: OwnerOf<'account'>): string[] {
    const realm = this.realmOf(owner);
    return this.registrations.ofRealm(realm, this.ctx.now()).map((r) => `${r.username}@${realm}`);
  }

  /**
   * `POST`: for each username of the body, its registration ('inactive' with no contact when there is none);
   * without usernames, every registered client's. (jambonz answers the latter with the registrar's raw JSON
   * strings: docs/api/differences.md#registered-sip-users.)
   */
  details(owner: OwnerOf<'account'>, usernames: string[] | null): RegisteredSipUser[] {
    const realm = this.realmOf(owner);
    const now = this.ctx.now();
    if (!usernames || usernames.length === 0)
      return this.registrations.ofRealm(realm, now).map((row) => ({
        name: row.username,
        ...details(row),
        registered_status: 'active',
      }));
    return usernames.map((name) => {
      const row = this.registrations.one(realm, name, now);
      return row
        ? { name, ...details(row), registered_status: 'active' }
        : { name, contact: null, expiryTime: 0, protocol: null, registered_status: 'inactive' };
    });
  }

  /** `GET …/:client`: one client's registration and its calling permissions (an account without a realm: none). */
  one(owner: OwnerOf<'account'>, client: string) {
    const account = this.registrations.account(owner.accountSid);
    const row = account?.sip_realm
      ? this.registrations.one(account.sip_realm, client, this.ctx.now())
      : undefined;
    const permissions = this.clients.findByUsername(owner.accountSid, client);
    return {
      name: client,
      contact: row?.contact ?? null,
      expiryTime: row?.expiry_time ?? 0,
      protocol: row?.protocol ?? null,
      allow_direct_app_calling: permissions?.allow_direct_app_calling ?? 0,
      allow_direct_queue_calling: permissions?.allow_direct_queue_calling ?? 0,
      allow_direct_user_calling: permissions?.allow_direct_user_calling ?? 0,
      registered_status: row ? 'active' : 'inactive',
      proxy: row?.proxy ?? null,
      user_agent: row?.user_agent ?? null,
    };
  }

  /** What the SBC's registrar took: a REGISTER (kept until it expires) or an unREGISTER (expires 0). */
  ingest(requester: Requester, batch: SipRegistrationIngest[]): { received: number } {
    const caller = requireReporter(requester);
    const checked = batch.map((r, index) => {
      const account = this.registrations.accountOfRealm(r.sip_realm);
      if (!account) throw badRequest(`record ${index}: no account has the sip realm ${r.sip_realm}`);
      this.requireReporterOf(caller, account);
      return { r, realm: account.sip_realm as string };
    });
    auditedWrite(
      this.ctx,
      requester,
      () => ({
        entity: 'sip_registration_batch',
        entitySid: null,
        action: 'create' as const,
        after: { records: checked.length },
      }),
      () => {
        for (const { r, realm } of checked.sort((a, b) => a.r.time - b.r.time)) {
          if (r.expires === 0) this.registrations.remove(realm, r.username, r.time);
          else
            this.registrations.put({
              sip_realm: realm,
              username: r.username,
              contact: r.contact,
              expiry_time: r.time + r.expires * 1000,
              protocol: r.protocol ?? null,
              sbc_address: r.sbc_address ?? null,
              proxy: r.proxy ?? null,
              user_agent: r.user_agent ?? null,
              registered_at: r.time,
            });
        }
      },
    );
    return { received: checked.length };
  }

  /** Removes the registrations that ran out (a read never shows them either). */
  prune(): number {
    return this.registrations.prune(this.ctx.now());
  }

  private realmOf(owner: OwnerOf<'account'>): string {
    const realm = this.registrations.account(owner.accountSid)?.sip_realm;
    if (!realm) throw badRequest(NO_SIP_REALM);
    return realm;
  }

  private requireReporterOf(caller: Caller, account: RealmAccount): void {
    if (caller.scope === 'service_provider' && account.service_provider_sid !== caller.service_provider_sid)
      throw guardFailure();
  }
}
