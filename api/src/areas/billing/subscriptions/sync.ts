// Keeping an account's plan in step with time and the payment provider: a lapsed trial becomes the free plan; an
// upgrade whose payment went through (3-D Secure confirmed, a new card paid it) starts; one that lapsed is dropped; a
// paid plan whose period ended after a downgrade returns to free; a capacity change paid later takes effect. Run
// before each plan read or change, and by the periodic sweep (registered with the area).
import { FREE_PLAN } from '@switchboard/shared/validation';
import type { Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import type { AppContext } from '../../../context';
import { isoNow } from '../../../lib/ids';
import { PENDING, Plans, asEntry, cardColumns } from '../plans/plans';
import type { Quantities } from '../plans/repository';
import { paymentProvider, viaProvider } from '../provider/select';
import { Catalogue } from './catalogue';

const sameQuantities = (a: Quantities, b: Quantities) =>
  a.voice_call_session === b.voice_call_session && a.device === b.device;

export class PlanSync {
  private readonly plans: Plans;
  private readonly catalogue: Catalogue;

  constructor(private readonly ctx: AppContext) {
    this.plans = new Plans(ctx);
    this.catalogue = new Catalogue(ctx);
  }

  /** Brings one account's plan up to date (`requester`: who asked, null for the sweep). */
  async account(accountSid: string, requester: Requester | null = null): Promise<void> {
    const { ctx, plans } = this;
    const rows = plans.rows;
    const account = plans.account(accountSid);
    if (!account) return;
    const now = ctx.now();
    if (
      account.plan_type === 'trial' &&
      account.trial_end_date &&
      Date.parse(account.trial_end_date) <= now
    ) {
      auditedWrite(ctx, requester, asEntry, () =>
        plans.putInForce(requester, account, {
          plan: 'free',
          quantities: { ...FREE_PLAN },
          reason: 'trial ended',
        }),
      );
      account.plan_type = 'free';
    }
    const provider = paymentProvider(ctx);
    const upgrade = rows.pending(accountSid, PENDING.upgrade);
    if (upgrade?.stripe_subscription_id) {
      const sub = await viaProvider(() =>
        provider.retrieveSubscription(upgrade.stripe_subscription_id as string),
      );
      if (sub?.status === 'active') {
        // (unless another request started it while the provider was asked)
        if (
          rows.pending(accountSid, PENDING.upgrade)?.account_subscription_sid ===
          upgrade.account_subscription_sid
        )
          auditedWrite(ctx, requester, asEntry, () =>
            plans.putInForce(
              requester,
              account,
              {
                plan: 'paid',
                quantities: rows.quantities(upgrade.account_subscription_sid),
                subscription: sub.defaultPaymentMethod ? cardColumns(sub.defaultPaymentMethod) : {},
                reason: 'upgrade to paid',
              },
              upgrade,
            ),
          );
        account.plan_type = 'paid';
      } else if (!sub || sub.status === 'incomplete_expired' || sub.status === 'canceled') {
        // an upgrade whose payment lapsed goes without an entry of its own, as it always has (its request has one)
        ctx.store.transaction(() => rows.removeSubscription(upgrade.account_subscription_sid));
      }
    }
    const current = rows.current(accountSid, isoNow(now));
    const downgrade = rows.pending(accountSid, PENDING.downgrade);
    if (
      downgrade &&
      (!current ||
        current.account_subscription_sid === downgrade.account_subscription_sid ||
        !current.stripe_subscription_id)
    ) {
      // The paid period is over: the free plan starts.
      auditedWrite(ctx, requester, asEntry, () =>
        plans.putInForce(
          requester,
          account,
          { plan: 'free', quantities: { ...FREE_PLAN }, reason: 'downgrade to free' },
          downgrade,
        ),
      );
      return;
    }
    if (account.plan_type === 'paid' && current?.stripe_subscription_id) {
      const sub = await viaProvider(() =>
        provider.retrieveSubscription(current.stripe_subscription_id as string),
      );
      if (!sub) return;
      if (sub.status === 'canceled' && !downgrade) {
        auditedWrite(ctx, requester, asEntry, () =>
          plans.putInForce(requester, account, {
            plan: 'free',
            quantities: { ...FREE_PLAN },
            reason: 'subscription ended',
          }),
        );
        return;
      }
      const quantities = await this.catalogue.quantitiesOf(accountSid, sub);
      if (
        !sameQuantities(quantities, rows.quantities(current.account_subscription_sid)) &&
        quantities.voice_call_session > 0
      )
        auditedWrite(ctx, requester, asEntry, () =>
          plans.changeQuantities(requester, account, current, quantities),
        );
    }
  }

  /** Periodic look at the accounts whose plan may have moved (time passing; payments finished elsewhere). */
  async sweep(): Promise<void> {
    const provider = paymentProvider(this.ctx);
    provider.advance?.(Math.floor(this.ctx.now() / 1000));
    for (const accountSid of this.plans.rows.sweepCandidates(isoNow(this.ctx.now()))) {
      try {
        await this.account(accountSid);
      } catch {
        // one account's trouble (the provider unreachable) must not stop the others; the next sweep tries again
      }
    }
  }
}
