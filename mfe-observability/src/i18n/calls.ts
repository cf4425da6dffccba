// The English of the calls pages (recent calls, a call's page, alerts) in the 'observability' namespace: built from
// the shared constants, the one source of the spec's English. German is de-calls.json beside it.
import {
  ALERTS_TEXTS,
  CALLS_CHART_TEXTS,
  CALL_DIRECTIONS,
  CALL_ISSUE_TEXTS,
  CALL_PAGE_MESSAGES,
  CALL_PAGE_TEXTS,
  CALL_QUALITY_TEXTS,
  CALL_STATUSES,
  CALL_TEXTS,
  CALL_TIMELINE_TEXTS,
  OBSERVABILITY_MESSAGES,
  RECENT_CALLS_TEXTS,
  RECORDING_PLAYER_TEXTS,
  SIP_LADDER_TEXTS,
  TRACE_TEXTS,
} from '@switchboard/shared/constants';
import { plainTexts, template } from '@switchboard/shared/i18n';

const byValue = (options: readonly { value: string; name: string }[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.name]));

export const callsEnglish = {
  calls: {
    ...RECENT_CALLS_TEXTS,
    chart: CALLS_CHART_TEXTS,
    /** the Direction and Status filters' choices, by value */
    directions: byValue(CALL_DIRECTIONS),
    statuses: byValue(CALL_STATUSES),
  },
  /** the area's messages: toasts, the API's answers, the carrier filter */
  callMessages: {
    ...plainTexts(OBSERVABILITY_MESSAGES),
    trunkFilter: template(OBSERVABILITY_MESSAGES.trunkFilter, 'carrier'),
  },
  call: {
    ...CALL_TEXTS,
    page: CALL_PAGE_TEXTS,
    pageMessages: CALL_PAGE_MESSAGES,
    timeline: CALL_TIMELINE_TEXTS,
    quality: CALL_QUALITY_TEXTS,
  },
  /** the suspected issues' keyed texts (@switchboard/shared/call-analysis fills the same in English) */
  analysis: CALL_ISSUE_TEXTS,
  player: RECORDING_PLAYER_TEXTS,
  trace: TRACE_TEXTS,
  ladder: SIP_LADDER_TEXTS,
  alerts: ALERTS_TEXTS,
};
