// Activation codes and availability (docs/api/contract.md#session, hosted mode): `PUT /ActivationCode/:code` checks the code sent
// to a user's e-mail (validating the address, a new one included, and activating a new e-mail sign-up's account),
// `POST /ActivationCode` sends a code to confirm a new address, `GET /Availability` says whether an e-mail, phone
// or sub-domain is free. Bodies are checked in the real server's order and words.
import { generateActivationCode, isEmail, isValidSipRealm } from '@switchboard/shared/validation';
import { callerOf, type Requester } from '../../../auth/caller';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import type { SentFields } from '../../../http/zod';
import { UserRepository } from '../../identity';
import { RegistrationRepository } from './repository';
import { RegistrationService, type LoggedRequester } from './service';

export class ActivationService {
  private readonly rows: RegistrationRepository;
  private readonly users: UserRepository;
  private readonly registration: RegistrationService;

  constructor(private readonly ctx: AppContext) {
    this.rows = new RegistrationRepository(ctx.store);
    this.users = new UserRepository(ctx.store);
    this.registration = new RegistrationService(ctx);
  }

  /** Checks the code sent to the user's e-mail (or phone): a user checks their own, an admin anyone's. */
  activate(requester: Requester, code: string, body: SentFields): void {
    const caller = callerOf(requester);
    const invalid = () => badRequest('invalid user or activation code');
    if (typeof body.user_sid !== 'string' || (body.type !== 'email' && body.type !== 'phone'))
      throw invalid();
    if (caller.scope !== 'admin' && caller.user_sid !== body.user_sid) throw invalid();
    const user = this.users.find(body.user_sid);
    const type = body.type;
    const column = type === 'email' ? 'email_activation_code' : 'phone_activation_code';
    if (!user || !user[column] || user[column] !== code.trim()) throw invalid();
    auditedWrite(
      this.ctx,
      requester,
      ({ before, after }): AuditEntry => ({
        entity: 'user',
        entitySid: user.user_sid,
        action: 'update',
        before,
        after,
        accountSid: user.account_sid,
        serviceProviderSid: user.service_provider_sid,
      }),
      () => {
        const before: Record<string, unknown> = {
          [`${type}_validated`]: type === 'email' ? user.email_validated : user.phone_validated,
        };
        const after: Record<string, unknown> = { [`${type}_validated`]: 1 };
        if (type === 'phone') {
          this.rows.validatePhone(user.user_sid);
          return { before, after };
        }
        const newEmail = user.pending_email;
        this.rows.validateEmail(user.user_sid);
        if (newEmail) {
          before.email = user.email;
          after.email = newEmail;
        }
        const account = user.account_sid ? this.rows.accountOfUser(user.account_sid) : undefined;
        // The sign-up's own address verified: the account starts working.
        if (account && !account.is_active && account.users === 1 && user.provider === 'local') {
          this.rows.activateAccount(user.account_sid as string);
          before.account_is_active = 0;
          after.account_is_active = 1;
        }
        return { before, after };
      },
    );
  }

  /** Sends a code to confirm a new e-mail address of a user (there is no SMS gateway for phones). */
  async requestCode(requester: LoggedRequester, body: SentFields): Promise<void> {
    const caller = callerOf(requester);
    if (body.type !== 'email' && body.type !== 'phone')
      throw badRequest(`invalid activation type: ${String(body.type)}`);
    if (body.type === 'phone')
      throw badRequest('invalid activation type: phone (no SMS gateway is configured)');
    if (typeof body.user_sid !== 'string' || (caller.scope !== 'admin' && caller.user_sid !== body.user_sid))
      throw badRequest('invalid user_sid');
    const user = this.users.find(body.user_sid);
    if (!user) throw badRequest('invalid user_sid');
    const email = typeof body.value === 'string' ? body.value.trim().toLowerCase() : '';
    if (!email || email.length > 255 || !isEmail(email)) throw badRequest('invalid email');
    const code = generateActivationCode();
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'user',
        entitySid: user.user_sid,
        action: 'update',
        before: { pending_email: user.pending_email },
        after: { pending_email: email },
        accountSid: user.account_sid,
        serviceProviderSid: user.service_provider_sid,
      }),
      () => this.rows.setPendingEmail(user.user_sid, email, code),
    );
    await this.registration.mail(requester, email, code);
  }

  /** Whether an e-mail, a phone or a sub-domain (the full SIP realm) is free. */
  availability(requester: Requester, query: SentFields): { available: boolean } {
    callerOf(requester);
    const type = typeof query.type === 'string' ? query.type : '';
    if (!['email', 'phone', 'subdomain'].includes(type)) throw badRequest(`invalid type: ${type}`);
    const value = typeof query.value === 'string' ? query.value.trim() : '';
    if (!value || value.length > 255) throw badRequest('missing value');
    if (type === 'email') return { available: !this.rows.emailTaken(value.toLowerCase()) };
    if (type === 'phone') return { available: !this.rows.phoneTaken(value) };
    const realm = value.toLowerCase();
    // A name that cannot be a SIP realm is never available.
    if (realm.length > 132 || !isValidSipRealm(realm, 3)) return { available: false };
    return { available: !this.rows.realmTaken(realm) };
  }
}
