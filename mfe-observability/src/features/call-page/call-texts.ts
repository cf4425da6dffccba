// The call page's words that come from its rules (the ladder's hosts and legs, the suspected issues, whose audio a
// stream carries), said in the language in use through the 'observability' namespace
// (docs/architecture.md#translation).
import { flowText, sayIssue, type CallParty, type IssueText } from '@switchboard/shared/call-analysis';
import { formatNumber, type Translate } from '@switchboard/shared/i18n';
import type { Ladder, LadderHost } from './ladder.rules';

/** A suspected issue's text or evidence in the language in use, its numbers too. */
export function sayIssueIn(t: Translate, text: IssueText): string {
  return sayIssue(text, {
    text: (key, values) => t(`analysis.${key}`, values),
    number: ({ value, grouped, digits }) => {
      // as many decimals as the number has (what English shows with String()), unless fixed
      const decimals = Math.min(20, digits ?? /\.(\d+)$/.exec(String(value))?.[1].length ?? 0);
      return formatNumber(value, {
        useGrouping: Boolean(grouped),
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    },
  });
}

/** 'from the carrier', 'to the callee': whose audio a stream carries. */
export function flowIn(t: Translate, direction: 'received' | 'sent', party: CallParty): string {
  return sayIssueIn(t, flowText(direction, party));
}

/** A host's column name: 'Carrier Acme SIP (203.0.113.5)', 'SBC 198.51.100.20', or its address. */
function hostName(t: Translate, host: LadderHost, trunk: string | null): string {
  const ip = host.ip;
  switch (host.role) {
    case 'carrier':
      return trunk ? t('ladder.carrier', { trunk, ip }) : host.label;
    case 'caller':
      return t('ladder.caller', { ip });
    case 'sbc':
      return t('ladder.sbc', { ip });
    case 'feature-server':
      return t('ladder.featureServer', { ip });
    default:
      return host.label;
  }
}

/** The ladder with its hosts and legs named in the language in use. */
export function shownLadder(t: Translate, ladder: Ladder, call: { trunk: string | null }): Ladder {
  return {
    ...ladder,
    hosts: ladder.hosts.map((host) => ({ ...host, label: hostName(t, host, call.trunk) })),
    legs: ladder.legs.map((leg, i) => ({
      ...leg,
      label: i === 0 ? t('call.page.aLeg') : i === 1 ? t('call.page.bLeg') : t('ladder.bLegN', { n: i }),
    })),
  };
}
