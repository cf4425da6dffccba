// The menu of docs/product/shell.md#menu, written out as the product describes it, for tests: what a user must see,
// whatever the remotes declare — with the pages added since (Carrier health, docs/product/telephony.md#carrier-health; Call quality,
// docs/product/observability.md#call-quality-page; Alert rules, docs/product/observability.md#alert-rules-page; Usage, #usage-page).
// (Not used by the portal: the menu comes from the remotes' declarations.)
import type { Scope } from '@switchboard/shared/types';

export interface CoreMenuCase {
  scope: Scope;
  hosted: boolean;
  lcr: boolean;
  teams: boolean;
}

/** The items, in order, with the remote that owns each; 'BYO Services' items after the others. */
export function coreMenu({ scope, hosted, lcr, teams }: CoreMenuCase): Array<[label: string, area: string]> {
  const spOrAdmin = scope !== 'account';
  const items: Array<[string, string] | false> = [
    !hosted && ['Users', 'identity'],
    spOrAdmin && ['Settings', 'identity'],
    spOrAdmin && ['Accounts', 'identity'],
    scope === 'account' && ['Account', 'identity'],
    ['Clients', 'telephony'],
    ['Applications', 'identity'],
    ['Recent calls', 'observability'],
    ['Alerts', 'observability'],
    ['Alert rules', 'observability'],
    ['Call quality', 'observability'],
    ['Usage', 'observability'],
    ['Carriers', 'telephony'],
    ['Carrier health', 'telephony'],
    ['Speech', 'speech'],
    ['Phone Numbers', 'telephony'],
    teams && ['MS Teams Tenants', 'telephony'],
    lcr && ['Outbound Call Routing', 'telephony'],
  ];
  return items.filter((item): item is [string, string] => item !== false);
}

export const CORE_MENU_CASES: CoreMenuCase[] = (['admin', 'service_provider', 'account'] as const).flatMap(
  (scope) =>
    [false, true].flatMap((hosted) =>
      [false, true].flatMap((lcr) => [false, true].map((teams) => ({ scope, hosted, lcr, teams }))),
    ),
);
