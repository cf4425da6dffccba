// Two-factor sign-in (docs/api/contract.md#two-factor-sign-in): TOTP (RFC 6238, the `otpauth` library) with a QR code
// for authenticator apps (`qrcode`), ten single-use recovery codes, a code checked once per time step, the service
// providers' requirement, and a reset by whoever manages the user. Every change is in the audit trail.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorEnrolment, TwoFactorPolicy, TwoFactorStatus } from '@switchboard/shared/types';
import { TWO_FACTOR_MESSAGES, normaliseTwoFactorCode } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, requireUser, type Caller, type Requester } from '../../../auth/caller';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { isoNow } from '../../../lib/ids';
import { UserRepository, type UserRow } from '../users/repository';
import { TwoFactorRepository } from './repository';

const ISSUER = 'Switchboard';
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Ten codes like 'k3x7q-pm2za' (50 random bits each), as shown once to the user. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The service provider a user belongs to (an account user's is their account's). */
function serviceProviderOf(ctx: AppContext, user: Pick<UserRow, 'service_provider_sid' | 'account_sid'>) {
  if (user.service_provider_sid) return user.service_provider_sid;
  if (!user.account_sid) return null;
  return (
    ctx.store.get<{ sp: string }>(
      'SELECT service_provider_sid AS sp FROM accounts WHERE account_sid = ?',
      user.account_sid,
    )?.sp ?? null
  );
}

export class TwoFactorService {
  private readonly twoFactor: TwoFactorRepository;
  private readonly users: UserRepository;

  constructor(private readonly ctx: AppContext) {
    this.twoFactor = new TwoFactorRepository(ctx.store);
    this.users = new UserRepository(ctx.store);
  }

  private totp(user: Pick<UserRow, 'name'>, secret: string): TOTP {
    return new TOTP({
      issuer: ISSUER,
      label: user.name,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: Secret.fromBase32(secret),
    });
  }

  /** The time step a code is valid for (this one or either neighbour, for clocks a little apart), or null. */
  private stepOf(user: UserRow, secret: string, code: string): number | null {
    const now = this.ctx.now();
    const delta = this.totp(user, secret).validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  }

  private me(requester: Requester): UserRow {
    const userSid = requireUser(callerOf(requester), 'two-factor sign-in needs a user token, not an API key');
    const user = this.users.find(userSid);
    if (!user) throw notFound('user not found');
    return user;
  }

  private entry(user: UserRow, on: boolean): () => AuditEntry {
    return () => ({
      entity: 'user',
      entitySid: user.user_sid,
      action: 'update',
      before: { two_factor: on ? 'off' : 'on' },
      after: { two_factor: on ? 'on' : 'off' },
      accountSid: user.account_sid,
      ...(user.account_sid ? {} : { serviceProviderSid: user.service_provider_sid }),
    });
  }

  /** Whether the user has it on (a secret confirmed with a code). */
  isEnabled(userSid: string): boolean {
    return Boolean(this.twoFactor.find(userSid)?.enabled_at);
  }

  /** Whether the user's service provider requires it. */
  isRequired(user: Pick<UserRow, 'service_provider_sid' | 'account_sid'>): boolean {
    return this.twoFactor.required(serviceProviderOf(this.ctx, user));
  }

  status(requester: Requester): TwoFactorStatus {
    const user = this.me(requester);
    return {
      enabled: this.isEnabled(user.user_sid),
      required: this.isRequired(user),
      recovery_codes_left: this.twoFactor.recoveryCodesLeft(user.user_sid),
    };
  }

  /** A new secret for an authenticator app; on only once a code from it is confirmed. */
  async begin(requester: Requester): Promise<TwoFactorEnrolment> {
    const user = this.me(requester);
    if (this.isEnabled(user.user_sid)) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = new Secret({ size: 20 }).base32;
    this.twoFactor.begin(user.user_sid, this.ctx.box.encrypt(secret), isoNow(this.ctx.now()));
    const otpauthUrl = this.totp(user, secret).toString();
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return {
      secret,
      otpauth_url: otpauthUrl,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /** Confirms the set-up with a code from the app: on, and ten recovery codes, shown this once. */
  confirm(requester: Requester, code: string): { recovery_codes: string[] } {
    const user = this.me(requester);
    const row = this.twoFactor.find(user.user_sid);
    if (!row) throw badRequest(TWO_FACTOR_MESSAGES.notStarted);
    if (row.enabled_at) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
    const step = this.stepOf(user, this.ctx.box.decrypt(row.secret), normaliseTwoFactorCode(code));
    if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.codeInvalid);
    const codes = newRecoveryCodes();
    auditedWrite(this.ctx, requester, this.entry(user, true), () =>
      this.twoFactor.enable(
        user.user_sid,
        isoNow(this.ctx.now()),
        step,
        codes.map((c) => sha256(normaliseTwoFactorCode(c))),
      ),
    );
    return { recovery_codes: codes };
  }

  /** Turns one's own off, with a current code (not while the service provider requires it). */
  disable(requester: Requester, code: string): void {
    const user = this.me(requester);
    if (!this.isEnabled(user.user_sid)) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
    if (this.isRequired(user)) throw forbidden(TWO_FACTOR_MESSAGES.required);
    if (!this.useCode(user, code)) throw badRequest(TWO_FACTOR_MESSAGES.codeInvalid);
    auditedWrite(this.ctx, requester, this.entry(user, false), () => this.twoFactor.remove(user.user_sid));
  }

  /**
   * Resets a user's second factor (a lost phone): admins any user's, a service provider's users and API keys
   * those of their provider; not account users. The user sets it up again (at the next sign-in where required).
   */
  reset(requester: Requester, userSid: string): void {
    const caller = callerOf(requester);
    const user = this.users.find(userSid);
    if (!user) throw notFound('user not found');
    if (!this.mayReset(caller, user)) throw forbidden('insufficient permissions');
    auditedWrite(this.ctx, requester, this.entry(user, false), () => this.twoFactor.remove(user.user_sid));
  }

  private mayReset(caller: Caller, user: UserRow): boolean {
    if (caller.scope === 'admin') return true;
    return (
      caller.scope === 'service_provider' && serviceProviderOf(this.ctx, user) === caller.service_provider_sid
    );
  }

  policy(serviceProviderSid: string): TwoFactorPolicy {
    return { required: this.twoFactor.required(serviceProviderSid) };
  }

  setPolicy(requester: Requester, serviceProviderSid: string, required: boolean): void {
    const before = this.twoFactor.required(serviceProviderSid);
    auditedWrite(
      this.ctx,
      requester,
      (): AuditEntry => ({
        entity: 'service_provider',
        entitySid: serviceProviderSid,
        action: 'update',
        before: { require_two_factor: before },
        after: { require_two_factor: required },
        serviceProviderSid,
      }),
      () => this.twoFactor.setRequired(serviceProviderSid, required),
    );
  }

  /**
   * Checks and uses a code of the user: a TOTP code (each time step once) or an unused recovery code. False
   * when it is neither.
   */
  useCode(user: UserRow, code: string): boolean {
    const row = this.twoFactor.find(user.user_sid);
    if (!row?.enabled_at) return false;
    const typed = normaliseTwoFactorCode(code);
    if (/^\d{6}$/.test(typed)) {
      const step = this.stepOf(user, this.ctx.box.decrypt(row.secret), typed);
      return step !== null && this.twoFactor.useStep(user.user_sid, step);
    }
    return this.twoFactor.useRecoveryCode(user.user_sid, sha256(typed), isoNow(this.ctx.now()));
  }
}
