// Usage against capacity (`GET /Accounts/:sid/Usage`): per day, the most calls at once and the registered devices in
// calls, from the account's call records, beside the capacity of the plan in force.
import type { UsageReport } from '@switchboard/shared/types';
import { deviceAllowance } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { Plans } from '../plans/plans';
import { usageByDay, type CallsRequester, type CdrSource } from './calls';

export class UsageService {
  private readonly plans: Plans;

  constructor(
    private readonly ctx: AppContext,
    private readonly calls: CdrSource,
  ) {
    this.plans = new Plans(ctx);
  }

  async report(requester: CallsRequester, accountSid: string, days: number): Promise<UsageReport> {
    const account = this.plans.account(accountSid);
    const current = this.plans.current(accountSid);
    const quantities = current
      ? this.plans.rows.quantities(current.account_subscription_sid)
      : { voice_call_session: 0, device: 0 };
    const capacity = {
      call_sessions: quantities.voice_call_session,
      registered_devices: deviceAllowance(
        account?.plan_type,
        account?.device_to_call_ratio,
        quantities.voice_call_session,
        quantities.device,
      ),
    };
    const calls = await this.calls.calls(requester, accountSid, days);
    return { days: usageByDay(calls ?? [], days, this.ctx.now()), available: calls !== null, capacity };
  }
}
