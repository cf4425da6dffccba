// The Carrier health page between the wire and the screen: the health of a jambonz API's carriers (which reports no
// gateway health: the registration from each carrier's register_status, the calls from the recent calls), and how
// times, pings and calls read. The rules themselves are shared (shared/src/constants/carrier-health.ts).
import type {
  CarrierHealth,
  GatewayHealth,
  RecentCall,
  RegistrationState,
  VoipCarrier,
} from '@switchboard/shared/types';
import {
  PING_STALE_MS,
  asrOf,
  carrierLevel,
  compareCarrierHealth,
  registrationExpiry,
  registrationFromStatus,
} from '@switchboard/shared/constants';
import { translate, type Translate } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';

/** The telephony texts in the language in use; a page passes its own `t`, which re-renders on a switch. */
const inUse: Translate = (key, values) => translate(TELEPHONY_NAMESPACE, key, values);

/** How many of the last hour's calls the page reads from an API without carrier health. */
export const PLAIN_CALLS_READ = 500;

/** The carriers' health as far as a jambonz API tells it: no gateway pings; registration; calls by trunk. */
export function healthFromPlainApi(
  carriers: readonly VoipCarrier[],
  calls: readonly Pick<RecentCall, 'trunk' | 'answered'>[],
  now: number,
): CarrierHealth[] {
  const byTrunk = new Map<string, { calls: number; answered: number }>();
  for (const call of calls) {
    if (!call.trunk) continue;
    const counted = byTrunk.get(call.trunk) ?? { calls: 0, answered: 0 };
    counted.calls += 1;
    if (call.answered) counted.answered += 1;
    byTrunk.set(call.trunk, counted);
  }
  return carriers
    .map((carrier): CarrierHealth => {
      const found = registrationFromStatus(carrier, now);
      const last = found?.run?.last;
      const expiry = last ? registrationExpiry(last) : null;
      const registration = found
        ? {
            state: found.state,
            since: found.run ? new Date(found.run.since).toISOString() : null,
            last_attempt_at: last ? new Date(last.time).toISOString() : null,
            last_status: last?.sip_status ?? null,
            reason: carrier.register_status?.reason ?? null,
            expires_at: expiry ? new Date(expiry).toISOString() : null,
          }
        : null;
      const counted = byTrunk.get(carrier.name) ?? { calls: 0, answered: 0 };
      return {
        voip_carrier_sid: carrier.voip_carrier_sid,
        name: carrier.name,
        account_sid: carrier.account_sid,
        is_active: carrier.is_active,
        requires_register: carrier.requires_register,
        level: carrierLevel({ is_active: carrier.is_active, gateways: [], registration }),
        gateways: [],
        registration,
        calls_last_hour: counted.calls,
        answered_last_hour: counted.answered,
        asr: asrOf(counted.calls, counted.answered),
      };
    })
    .sort(compareCarrierHealth);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm today, else DD/MM HH:mm, in the browser's time zone. */
export function clockTime(iso: string | number, now: number): string {
  const d = new Date(iso);
  const today = new Date(now);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === today.toDateString()
    ? time
    : `${pad(d.getDate())}/${pad(d.getMonth() + 1)} ${time}`;
}

/** The key of a registration state's text. */
export const REGISTRATION_STATE_KEY: Record<RegistrationState, string> = {
  registered: 'registrationStates.registered',
  unregistered: 'registrationStates.unregistered',
  'not started': 'registrationStates.notStarted',
};

/** '3 min ago', '2 h 5 min ago', 'just now'. */
export function timeAgo(iso: string | number, now: number, t: Translate = inUse): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return t('health.justNow');
  if (minutes < 60) return t('health.minutesAgo', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60
      ? t('health.hoursMinutesAgo', { hours, minutes: minutes % 60 })
      : t('health.hoursAgo', { hours });
  return t('health.daysAgo', { days: Math.floor(hours / 24) });
}

/** How long a stretch lasted: '23 h 10 min', '5 min'. */
export function span(ms: number, t: Translate = inUse): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (!hours) return t('health.spanMinutes', { minutes });
  return minutes % 60
    ? t('health.spanHoursMinutes', { hours, minutes: minutes % 60 })
    : t('health.spanHours', { hours });
}

/** A gateway's address as the carrier form shows it. */
export const gatewayAddress = (g: Pick<GatewayHealth, 'ipv4' | 'port'>) =>
  g.port ? `${g.ipv4}:${g.port}` : g.ipv4;

/** What a gateway's last OPTIONS ping got: '200 in 36 ms', 'no answer'. */
export function lastPing(
  g: Pick<GatewayHealth, 'last_status' | 'last_rtt_ms'>,
  t: Translate = inUse,
): string {
  if (g.last_status === null) return t('health.noAnswer');
  return g.last_rtt_ms === null
    ? t('health.pingStatus', { status: g.last_status })
    : t('health.pingStatusRtt', { status: g.last_status, rtt: g.last_rtt_ms });
}

/** Why a gateway counts as not pinged. */
export function notPingedReason(g: GatewayHealth, t: Translate = inUse): string {
  if (!g.send_options_ping) return t('healthMessages.notPingedOff');
  if (!g.is_active || !g.outbound) return t('healthMessages.notPingedInactive');
  return t('healthMessages.notPingedStale', { minutes: PING_STALE_MS / 60_000 });
}

/** The Recent calls page filtered on a carrier's calls (its name is what the CDRs name as their trunk). */
export const callsPath = (carrierName: string) =>
  `/internal/recent-calls?trunk=${encodeURIComponent(carrierName)}`;
