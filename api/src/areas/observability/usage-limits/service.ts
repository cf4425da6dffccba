// Usage against limits (docs/api/additions.md#limit-usage): per account, and summed for a service provider against
// its own limits — the calls up now, the peak of calls up at once per hour (whole UTC hours the period touches),
// the minutes talked per UTC day, the SIP clients registered now, and the limit each is nearest.
import { byNearestLimit, nearestLimit, usageLimitsOf } from '@switchboard/shared/operations';
import type {
  AccountLimitUsage,
  DailyMinutes,
  HourlyPeak,
  LimitUsage,
  LimitUsageFigures,
  UsageLimits,
} from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import { deviceAllowance } from '@switchboard/shared/validation';
import { HOUR_MS } from '../records/shapes';
import type { RecordOwner } from '../recent-calls/where';
import { peakHours } from './rollups';
import { UsageRepository, type UsageAccountRow } from './repository';

const DAY_MS = 24 * HOUR_MS;

/** Seconds as minutes with one decimal. */
const minutesOf = (seconds: number) => Math.round(seconds / 6) / 10;

/** The peak per hour from `firstHour` to `lastHour` (hour numbers, both included) of an owner's roll-up hours. */
function peaksPerHour(
  hours: ReadonlyMap<number, number> | undefined,
  firstHour: number,
  lastHour: number,
): HourlyPeak[] {
  const peaks: HourlyPeak[] = [];
  for (let hour = firstHour; hour <= lastHour; hour += 1)
    peaks.push({ time: new Date(hour * HOUR_MS).toISOString(), calls: hours?.get(hour) ?? 0 });
  return peaks;
}

/**
 * An account's limits; in hosted mode a trial or paid plan allows `ratio × call sessions + devices` registered
 * devices (the plan's 'device' row is only the devices bought on top), a free plan its devices alone.
 */
function limitsOf(
  account: UsageAccountRow,
  rows: readonly { category: string; quantity: number }[],
  hosted: boolean,
): UsageLimits {
  const limits = usageLimitsOf(rows);
  if (!hosted || limits.devices === null) return limits;
  return {
    ...limits,
    devices: deviceAllowance(
      account.plan_type,
      account.device_to_call_ratio,
      limits.max_calls ?? 0,
      limits.devices,
    ),
  };
}

export class UsageService {
  private readonly usage: UsageRepository;

  constructor(private readonly ctx: AppContext) {
    this.usage = new UsageRepository(ctx.store);
  }

  of(owner: RecordOwner, from: number, to: number): LimitUsage {
    const now = this.ctx.now();
    const firstHour = Math.floor(from / HOUR_MS);
    const lastHour = Math.floor((to - 1) / HOUR_MS);
    const firstDay = Math.floor(from / DAY_MS);
    const lastDay = Math.floor((to - 1) / DAY_MS);
    const today = Math.floor(now / DAY_MS);

    const peaks = peakHours(this.ctx.store, owner, firstHour, lastHour);
    const upNow = this.usage.spans(owner, now, now + 1).filter((s) => s.start <= now && s.end > now);
    const durations = this.usage.durationPerDay(owner, Math.min(firstDay, today), Math.max(lastDay, today));
    const devices = new Map(this.usage.devices(owner, now).map((d) => [d.account_sid, d.devices]));
    const limitRows = this.usage.accountLimits(owner);

    const figures = (
      limits: UsageLimits,
      ownerSid: string,
      mine: (accountSid: string) => boolean,
    ): LimitUsageFigures => {
      const perHour = peaksPerHour(peaks.get(ownerSid), firstHour, lastHour);
      const seconds = new Map<number, number>();
      for (const row of durations)
        if (mine(row.account_sid)) seconds.set(row.day, (seconds.get(row.day) ?? 0) + row.duration);
      const perDay: DailyMinutes[] = [];
      for (let day = firstDay; day <= lastDay; day += 1)
        perDay.push({
          date: new Date(day * DAY_MS).toISOString().slice(0, 10),
          minutes: minutesOf(seconds.get(day) ?? 0),
        });
      let devicesNow = 0;
      for (const [accountSid, count] of devices) if (mine(accountSid)) devicesNow += count;
      const usage = {
        limits,
        concurrent_now: upNow.filter((s) => mine(s.account_sid)).length,
        peak: Math.max(0, ...perHour.map((h) => h.calls)),
        peak_per_hour: perHour,
        minutes_today: minutesOf(seconds.get(today) ?? 0),
        minutes_per_day: perDay,
        devices_now: devicesNow,
      };
      return { ...usage, nearest: nearestLimit(usage) };
    };

    const accounts: AccountLimitUsage[] = this.usage
      .accounts(owner)
      .map((account) => ({
        account_sid: account.account_sid,
        name: account.name,
        ...figures(
          limitsOf(
            account,
            limitRows.filter((row) => row.account_sid === account.account_sid),
            Boolean(this.ctx.options.hosted),
          ),
          account.account_sid,
          (sid) => sid === account.account_sid,
        ),
      }))
      .sort(byNearestLimit);
    const answer: LimitUsage = {
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      accounts,
    };
    if (owner.column === 'service_provider_sid')
      answer.total = {
        service_provider_sid: owner.sid,
        ...figures(usageLimitsOf(this.usage.serviceProviderLimits(owner.sid)), owner.sid, () => true),
      };
    return answer;
  }
}
