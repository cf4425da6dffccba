// The demo's alert rules (docs/product/observability.md#alert-rules-page): per service provider, rules the simulator's
// bad periods make fire — its carrier outage (a gateway down, the carriers' ASR) and the slow webhooks some calls
// meet — mailed to the provider's operations address (the local mail catcher under `npm start -- --demo`).
import type { AlertCondition } from '@switchboard/shared/types';
import type { Store } from '../../db/store';
import { newSid } from '../../lib/ids';
import { AlertRuleRepository } from '../../areas/observability/rules/repository';

interface DemoRule {
  name: string;
  condition: AlertCondition;
  threshold: number;
  window_minutes: number;
  /** on the provider's first account (its webhooks); else on every account of the provider */
  onAccount?: boolean;
}

export const DEMO_ALERT_RULES: readonly DemoRule[] = [
  { name: 'Carrier gateway down', condition: 'gateway_down', threshold: 5, window_minutes: 15 },
  { name: 'Carrier ASR below 50 %', condition: 'carrier_asr_below', threshold: 50, window_minutes: 30 },
  {
    name: 'Application webhook slower than 3 s',
    condition: 'webhook_slow',
    threshold: 3000,
    window_minutes: 10,
    onAccount: true,
  },
];

export function seedAlertRulesDemo(store: Store, serviceProviderNames: readonly string[]): void {
  const rules = new AlertRuleRepository(store);
  for (const name of serviceProviderNames) {
    const sp = store.get<{ service_provider_sid: string }>(
      'SELECT service_provider_sid FROM service_providers WHERE name = ?',
      name,
    );
    if (!sp) continue;
    const account = store.get<{ account_sid: string }>(
      'SELECT account_sid FROM accounts WHERE service_provider_sid = ? ORDER BY created_at, rowid LIMIT 1',
      sp.service_provider_sid,
    );
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
    for (const rule of DEMO_ALERT_RULES) {
      if (rule.onAccount && !account) continue;
      rules.insert({
        alert_rule_sid: newSid(),
        name: rule.name,
        service_provider_sid: sp.service_provider_sid,
        account_sid: rule.onAccount ? account!.account_sid : null,
        is_active: 1,
        condition: rule.condition,
        threshold: rule.threshold,
        window_minutes: rule.window_minutes,
        voip_carrier_sid: null,
        status_class: null,
        alert_type: null,
        emails: JSON.stringify([`noc@${slug}.example.com`]),
        webhook_url: null,
      });
    }
  }
}
