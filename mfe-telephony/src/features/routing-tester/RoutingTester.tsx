// 'Test a number' on the outbound call routing pages (docs/product/telephony.md#routing-tester): a dialled number
// (and, for service-provider users and up, the account placing the call) → which routing applies, which route
// matches (highlighted on the form when it is the table being edited), the carriers in the order they would be
// tried with their health now, and on request why the other routes do not take it. Answers as the user types: the
// rule runs here, over the routes and carriers the page reads (so it works on a jambonz API too).
import { useEffect, useId, useMemo, useState } from 'react';
import { useSessionInfo, sortByName } from '@switchboard/shared/admin';
import { useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Lcr, LcrRoute } from '@switchboard/shared/types';
import { explainRoute, type RouteCheck, type RoutingTable } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { Button, Fieldset, Mono, SelectField, TextField, cx } from '@switchboard/shared/ui';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierChoicesQuery } from '../carriers/api';
import { useGetCarrierHealthQuery } from '../carrier-health/api';
import { gatewayAddress } from '../carrier-health/health.rules';
import { useGetLcrRoutesListQuery, useGetLcrsQuery } from '../lcr/api';
import { tablesToTest, testNumber, type CarrierVerdict, type TesterCarrier } from './tester.rules';

const LEVEL_CHIP: Record<string, string | undefined> = {
  down: styles.chipBad,
  degraded: styles.chipWarn,
  up: styles.chipGood,
};

export interface RoutingTesterProps {
  /** the table on the page, as its form has it now (null on the list page) */
  edited: RoutingTable | null;
  /** the account whose calls to test first: the edited table's, else none chosen */
  defaultAccountSid: string | null;
  /** tells the form which of its routes matches ('default': its default route), or none */
  onFormMatch?: (match: number | 'default' | null) => void;
}

/** The carriers the page knows, with their health where the API reports it. */
function useTesterCarriers(accountSid: string | null): TesterCarrier[] {
  const session = useSessionInfo();
  const capabilities = useApiCapabilities();
  const withHealth = capabilities.has('carrier-health');
  const sp = session.serviceProviderSid;
  const owner = session.isAccountUser
    ? session.ownAccountSid
      ? ({ kind: 'account', sid: session.ownAccountSid } as const)
      : null
    : sp
      ? ({ kind: 'service_provider', sid: sp } as const)
      : null;
  const health = useGetCarrierHealthQuery(
    { owner: owner as NonNullable<typeof owner>, plain: false },
    { skip: !capabilities.known || !withHealth || !owner },
  );
  const plain = useGetCarrierChoicesQuery(
    { serviceProviderSid: sp ?? '', accountSid },
    { skip: !capabilities.known || withHealth || !sp },
  );
  return useMemo(() => {
    if (withHealth)
      return (health.data?.carriers ?? []).map((c) => ({
        voip_carrier_sid: c.voip_carrier_sid,
        name: c.name,
        account_sid: c.account_sid,
        service_provider_sid: sp,
        is_active: c.is_active,
        health: c,
      }));
    return (plain.data ?? []).map((c) => ({
      voip_carrier_sid: c.voip_carrier_sid,
      name: c.name,
      account_sid: c.account_sid,
      service_provider_sid: c.service_provider_sid,
      is_active: c.is_active,
      health: null,
    }));
  }, [withHealth, health.data, plain.data, sp]);
}

/** The saved tables that may apply to an account: its own and its service provider's, with their routes. */
function useSavedTables(accountSid: string | null): { lcr: Lcr; routes: LcrRoute[] }[] {
  const session = useSessionInfo();
  const lcrs = useGetLcrsQuery();
  const relevant = useMemo(
    () =>
      (lcrs.data ?? []).filter((l) =>
        l.account_sid
          ? l.account_sid === accountSid
          : !session.serviceProviderSid || l.service_provider_sid === session.serviceProviderSid,
      ),
    [lcrs.data, accountSid, session.serviceProviderSid],
  );
  const routes = useGetLcrRoutesListQuery(
    relevant.map((l) => l.lcr_sid),
    { skip: relevant.length === 0 },
  );
  return useMemo(
    () =>
      routes.data && routes.data.length === relevant.length
        ? relevant.map((lcr, i) => ({ lcr, routes: routes.data![i] }))
        : [],
    [relevant, routes.data],
  );
}

function CarrierLine({ verdict }: { verdict: CarrierVerdict }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const name = verdict.carrier?.name ?? verdict.voip_carrier_sid;
  const gatewayLine = (
    g: { state: string; is_active: boolean | number } & Parameters<typeof gatewayAddress>[0],
  ) => {
    const line = t('tester.gatewayLine', {
      address: gatewayAddress(g),
      state: t(`gatewayStates.${g.state}`),
    });
    return g.is_active ? line : t('tester.gatewayInactive', { line });
  };
  const health = verdict.carrier?.health;
  return (
    <li className={styles.stack}>
      <span>
        <strong>{name}</strong>{' '}
        {health ? (
          <span className={cx(styles.chip, LEVEL_CHIP[health.level] ?? styles.chipMuted)}>
            {t(`levels.${health.level}`)}
          </span>
        ) : null}{' '}
        <span className={styles.muted}>
          {verdict.used ? t('tester.usedCarrier') : t('tester.unusedCarrier')}
        </span>
      </span>
      {health && verdict.used ? (
        <ul className={styles.healthLines}>
          {health.gateways
            .filter((g) => g.outbound)
            .map((g) => (
              <li key={g.sip_gateway_sid} className={styles.muted}>
                {gatewayLine(g)}
              </li>
            ))}
        </ul>
      ) : null}
      {verdict.used && verdict.fails ? (
        <span className={styles.testerFail}>{t('tester.noUsableGateway')}</span>
      ) : null}
    </li>
  );
}

export function RoutingTester({ edited, defaultAccountSid, onFormMatch }: RoutingTesterProps) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || session.isAccountUser,
  });
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [explain, setExplain] = useState(false);
  const explainId = useId();
  const accountSid = session.isAccountUser
    ? session.ownAccountSid
    : (chosen ?? defaultAccountSid ?? sortByName(accounts.data)[0]?.account_sid ?? null);
  const saved = useSavedTables(accountSid);
  const carriers = useTesterCarriers(accountSid);
  const tables = useMemo(() => tablesToTest(saved, edited), [saved, edited]);
  const result = useMemo(
    () =>
      typed.trim()
        ? testNumber(
            typed,
            tables,
            { accountSid, serviceProviderSid: session.serviceProviderSid },
            carriers,
            edited?.lcr.lcr_sid ?? null,
          )
        : null,
    [typed, tables, accountSid, session.serviceProviderSid, carriers, edited],
  );
  const formMatch = result?.formMatch ?? null;
  useEffect(() => onFormMatch?.(formMatch), [formMatch, onFormMatch]);

  const decision = result?.decision;
  const matched = decision?.checks.find((c) => c.verdict === 'matched') ?? null;
  const table = decision?.table;
  const nameOf = (sid: string) => carriers.find((c) => c.voip_carrier_sid === sid)?.name ?? sid;
  /** A route's line under 'Why not the other routes?': its first carrier, and why it did or did not match. */
  const routeLine = (check: RouteCheck, number: string, matchedPosition: number | null) => {
    const { key, regex, position } = explainRoute(check, number, matchedPosition);
    const explanation = t(`routeExplanations.${key}`, { regex, position: position ?? '' });
    const carrier = check.route.lcr_carrier_set_entries?.[0]?.voip_carrier_sid;
    return carrier
      ? t('tester.routeCarrier', { carrier: nameOf(carrier), explanation })
      : t('tester.routeLine', { explanation });
  };

  return (
    <Fieldset legend={t('tester.title')} description={t('tester.intro')}>
      <div className={styles.grid}>
        <TextField
          label={t('tester.numberLabel')}
          hint={t('tester.numberHint')}
          autoComplete="off"
          inputMode="tel"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!session.isAccountUser ? (
          <SelectField
            label={t('tester.accountLabel')}
            value={accountSid ?? ''}
            options={sortByName(accounts.data).map((a) => ({ value: a.account_sid, label: a.name }))}
            onChange={(event) => setChosen(event.target.value || null)}
          />
        ) : null}
      </div>
      <div aria-live="polite" className={styles.stack} data-testid="routing-test-result">
        {decision && result ? (
          <>
            {decision.number !== typed.trim() ? (
              <p className={styles.muted}>{t('tester.testedAs', { number: decision.number })}</p>
            ) : null}
            {decision.inactive.map((inactive) => (
              <p key={inactive.lcr.lcr_sid} className={styles.muted}>
                {t('tester.inactiveTable', { name: inactive.lcr.name ?? inactive.lcr.lcr_sid })}
              </p>
            ))}
            {table ? (
              <p>
                {t(decision.owner === 'account' ? 'tester.accountTable' : 'tester.providerTable', {
                  name: table.lcr.name ?? table.lcr.lcr_sid,
                })}
              </p>
            ) : null}
            {table && edited && table.lcr.lcr_sid !== edited.lcr.lcr_sid ? (
              <p className={styles.muted}>{t('tester.otherTable')}</p>
            ) : null}
            {matched ? (
              <p>
                <strong>
                  {t('tester.matchedRoute', {
                    position: matched.position,
                    regex: matched.route.regex,
                    priority: matched.route.priority,
                  })}
                </strong>
              </p>
            ) : null}
            {decision.outcome === 'route' ? (
              <>
                <h4 className={styles.historyTitle}>{t('tester.carriersTitle')}</h4>
                <ol className={styles.testerCarriers} aria-label={t('tester.carriersTitle')}>
                  {result.carriers.map((c) => (
                    <CarrierLine key={c.voip_carrier_sid} verdict={c} />
                  ))}
                </ol>
              </>
            ) : (
              <>
                <p>
                  {decision.outcome === 'no-table'
                    ? session.isAccountUser
                      ? t('tester.providerHidden')
                      : t('tester.noTable')
                    : decision.outcome === 'invalid-pattern'
                      ? t('tester.invalidPattern')
                      : t('tester.noRoute')}
                </p>
                {decision.outcome === 'no-table' && session.isAccountUser ? null : result.fallback?.length ? (
                  <ul className={styles.healthLines} aria-label={t('tester.fallbackCarriers')}>
                    {result.fallback.map((c) => (
                      <li key={c.voip_carrier_sid}>{c.name}</li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.testerFail}>{t('tester.noFallback')}</p>
                )}
              </>
            )}
            {decision.checks.length > 1 || (decision.checks.length === 1 && !matched) ? (
              <div className={styles.stack}>
                <div>
                  <Button
                    variant="link"
                    size="sm"
                    aria-expanded={explain}
                    aria-controls={explainId}
                    onClick={() => setExplain((open) => !open)}
                  >
                    {t('tester.explainToggle')}
                  </Button>
                </div>
                {explain ? (
                  <ol id={explainId} className={styles.healthLines} aria-label={t('tester.everyRoute')}>
                    {decision.checks.map((c) => (
                      <li
                        key={c.route.lcr_route_sid}
                        className={cx(c.verdict === 'matched' && styles.routeMatchedText)}
                      >
                        <Mono>
                          {c.position}. {c.route.regex}
                        </Mono>{' '}
                        {routeLine(c, decision.number, matched?.position ?? null)}
                      </li>
                    ))}
                  </ol>
                ) : null}
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </Fieldset>
  );
}
