// Limits (docs/api/contract.md#service-providers, #accounts): read, set (an upsert by category; 0 = unlimited) and remove. Account users read their
// account's limits but may not change them (the real server lets them: a quirk not copied).
import type { LimitCategory } from '@switchboard/shared/types';
import type { LimitBody } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Requester } from '../../../auth/caller';
import { auditedWrite, type AuditEntry } from '../../../audit/audit';
import { forbidden } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { LimitRepository, type LimitOwner } from './repository';

const mayChange = (requester: Requester, owner: LimitOwner) =>
  owner.kind === 'service_provider' || callerOf(requester).scope !== 'account';

/** Whose trail a limit's change goes in: the account's (and so its provider's), or the provider's. */
const trailOf = (owner: LimitOwner): Pick<AuditEntry, 'accountSid' | 'serviceProviderSid'> =>
  owner.kind === 'account'
    ? { accountSid: owner.accountSid }
    : { accountSid: null, serviceProviderSid: owner.serviceProviderSid };

export class LimitService {
  private readonly limits: LimitRepository;

  constructor(private readonly ctx: AppContext) {
    this.limits = new LimitRepository(ctx.store);
  }

  list(owner: LimitOwner, category?: LimitCategory) {
    return this.limits.list(owner, category);
  }

  /** Sets the category's quantity; answers the limit's sid (the existing row's when it was updated). */
  set(requester: Requester, owner: LimitOwner, body: LimitBody): string {
    return auditedWrite(
      this.ctx,
      requester,
      ({ sid, existing }): AuditEntry => ({
        ...trailOf(owner),
        entity: 'limit',
        entitySid: sid,
        action: existing ? 'update' : 'create',
        before: existing ? { category: body.category, quantity: existing.quantity } : null,
        after: { category: body.category, quantity: body.quantity },
      }),
      () => {
        const existing = this.limits.find(owner, body.category);
        if (!mayChange(requester, owner) && existing?.quantity !== body.quantity)
          throw forbidden('insufficient permissions to change limits');
        if (existing) {
          this.limits.setQuantity(owner, existing.sid, body.quantity);
          return { sid: existing.sid, existing };
        }
        const sid = newSid();
        this.limits.insert(owner, sid, { category: body.category, quantity: body.quantity });
        return { sid, existing };
      },
    ).sid;
  }

  /** Removes one category's limit, or every limit when no category is given. */
  remove(requester: Requester, owner: LimitOwner, category?: LimitCategory): void {
    const existing = this.limits.categories(owner, category).length > 0;
    if (existing && !mayChange(requester, owner))
      throw forbidden('insufficient permissions to change limits');
    auditedWrite(
      this.ctx,
      requester,
      (removed): AuditEntry => ({
        ...trailOf(owner),
        entity: 'limit',
        entitySid: null,
        action: 'delete',
        before: Object.fromEntries(removed.map((limit) => [limit.category, limit.quantity])),
        after: null,
      }),
      () => {
        const removed = this.limits.categories(owner, category);
        this.limits.remove(owner, category);
        return removed;
      },
    );
  }
}
