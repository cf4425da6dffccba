// Usage against capacity (beyond the jambonz portal): the busiest day of the period against the plan's call sessions
// and registered devices, and whether it is time to add capacity.
import { formatNumber } from '@switchboard/shared/i18n';
import type { UsageReport } from '@switchboard/shared/types';

/** Above this share of capacity the page suggests adding some. */
export const NEAR_CAPACITY = 0.8;

export interface UsageSummary {
  peakCalls: number;
  peakCallsDate: string | null;
  peakDevices: number;
  callShare: number | null;
  deviceShare: number | null;
  advice: 'over' | 'near' | 'fine' | null;
}

export function summariseUsage(report: UsageReport): UsageSummary {
  let peakCalls = 0;
  let peakCallsDate: string | null = null;
  let peakDevices = 0;
  for (const day of report.days) {
    if (day.peak_calls > peakCalls) {
      peakCalls = day.peak_calls;
      peakCallsDate = day.date;
    }
    peakDevices = Math.max(peakDevices, day.devices);
  }
  const share = (used: number, capacity: number) => (capacity > 0 ? used / capacity : null);
  const callShare = share(peakCalls, report.capacity.call_sessions);
  const deviceShare = share(peakDevices, report.capacity.registered_devices);
  const highest = Math.max(callShare ?? 0, deviceShare ?? 0);
  const advice = !report.available ? null : highest > 1 ? 'over' : highest >= NEAR_CAPACITY ? 'near' : 'fine';
  return { peakCalls, peakCallsDate, peakDevices, callShare, deviceShare, advice };
}

/** A share as a whole percent in the language in use ('80%', German '80 %'). */
export const percent = (share: number | null) =>
  share === null ? '—' : formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
