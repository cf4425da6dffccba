// Carrier health (docs/product/telephony.md#carrier-health): every carrier of the service provider (an account
// user's: its own and the provider's), the worst first — its level, each SIP gateway's reachability from the SBC's
// OPTIONS pings, its registration, its calls and ASR of the last hour — with links to the carrier and to its calls,
// and its last 24 hours in a dialog. Refreshed every 30 s. On a jambonz API: no gateway health, said so.
import { useState } from 'react';
import { Link } from 'react-router';
import { ListPage, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { useApiCapabilities, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { CarrierHealth, GatewayHealth } from '@switchboard/shared/types';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { Alert, Button, Modal, Mono, cx, type Column } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierHealthQuery, type HealthOwner } from './api';
import { HealthHistory } from './HealthHistory';
import {
  REGISTRATION_STATE_KEY,
  callsPath,
  clockTime,
  gatewayAddress,
  lastPing,
  notPingedReason,
  timeAgo,
} from './health.rules';

const REFRESH_MS = 30_000;

const LEVEL_CHIP: Record<CarrierHealth['level'], string | undefined> = {
  down: styles.chipBad,
  degraded: styles.chipWarn,
  unknown: styles.chipMuted,
  up: styles.chipGood,
  inactive: styles.chipMuted,
};
const STATE_CHIP: Record<string, string | undefined> = {
  up: styles.chipGood,
  registered: styles.chipGood,
  down: styles.chipBad,
  unregistered: styles.chipBad,
};

/** Whose carriers the page shows, and whether the API reports gateway health. */
function useHealthQuery() {
  const session = useSessionInfo();
  const capabilities = useApiCapabilities();
  const owner: HealthOwner | null = session.isAccountUser
    ? session.ownAccountSid
      ? { kind: 'account', sid: session.ownAccountSid }
      : null
    : session.serviceProviderSid
      ? { kind: 'service_provider', sid: session.serviceProviderSid }
      : null;
  const plain = !capabilities.has('carrier-health');
  const query = useGetCarrierHealthQuery(
    { owner: owner as HealthOwner, plain },
    { skip: !owner || !capabilities.known, pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  return { query, plain, known: capabilities.known };
}

function useCarrierHealth(_params: ListParams) {
  const { query } = useHealthQuery();
  return { ...query, data: query.data?.carriers };
}

export function GatewayLine({ gateway, now }: { gateway: GatewayHealth; now: number }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const pinged = gateway.state !== 'not_pinged';
  return (
    <li className={styles.healthLine}>
      <Mono>{gatewayAddress(gateway)}</Mono>{' '}
      <span className={cx(styles.chip, STATE_CHIP[gateway.state] ?? styles.chipMuted)}>
        {t(`gatewayStates.${gateway.state}`)}
      </span>{' '}
      <span className={styles.muted}>
        {pinged
          ? t('health.pinged', {
              ping: lastPing(gateway, t),
              ago: timeAgo(gateway.last_ping_at as string, now, t),
              since: clockTime(gateway.since as string, now),
            })
          : notPingedReason(gateway, t)}
      </span>
    </li>
  );
}

function RegistrationLine({ carrier, now }: { carrier: CarrierHealth; now: number }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const r = carrier.registration;
  if (!r) return <span className={styles.muted}>{t('healthMessages.noRegistration')}</span>;
  return (
    <span className={styles.healthLine}>
      <span className={cx(styles.chip, STATE_CHIP[r.state] ?? styles.chipMuted)}>
        {t(REGISTRATION_STATE_KEY[r.state])}
      </span>{' '}
      <span className={styles.muted}>
        {/* the SIP reason as the SBC wrote it, then how long ago */}
        {[r.reason, r.last_attempt_at ? timeAgo(r.last_attempt_at, now, t) : null].filter(Boolean).join(', ')}
      </span>
    </span>
  );
}

export default function CarrierHealthPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const { query, plain, known } = useHealthQuery();
  const [opened, setOpened] = useState<CarrierHealth | null>(null);
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const now = query.data ? Date.parse(query.data.generated_at) : Date.now();
  const sampled = query.data?.sampled;

  const columns: Column<CarrierHealth>[] = [
    {
      key: 'level',
      header: t('health.health'),
      render: (c) => <span className={cx(styles.chip, LEVEL_CHIP[c.level])}>{t(`levels.${c.level}`)}</span>,
    },
    ...(session.isServiceProviderOrAdmin
      ? [
          {
            key: 'usedBy',
            header: t('health.usedBy'),
            render: (c: CarrierHealth) =>
              c.account_sid
                ? (accounts.data?.find((a) => a.account_sid === c.account_sid)?.name ?? c.account_sid)
                : t('health.allAccounts'),
          },
        ]
      : []),
    ...(plain
      ? []
      : [
          {
            key: 'gateways',
            header: t('health.gateways'),
            render: (c: CarrierHealth) => (
              <ul className={styles.healthLines}>
                {c.gateways.map((g) => (
                  <GatewayLine key={g.sip_gateway_sid} gateway={g} now={now} />
                ))}
              </ul>
            ),
          },
        ]),
    {
      key: 'registration',
      header: t('health.registration'),
      render: (c) => <RegistrationLine carrier={c} now={now} />,
    },
    {
      key: 'calls',
      header: t('health.calls'),
      render: (c) => (
        <Link to={callsPath(c.name)} aria-label={t('health.callsOf', { name: c.name })}>
          {formatNumber(c.calls_last_hour)}
        </Link>
      ),
    },
    {
      key: 'asr',
      header: t('health.asr'),
      render: (c) => (c.asr === null ? '—' : t('health.asrValue', { asr: formatNumber(c.asr) })),
    },
    ...(plain
      ? []
      : [
          {
            key: 'history',
            header: t('health.history'),
            render: (c: CarrierHealth) => (
              <Button
                variant="link"
                size="sm"
                onClick={() => setOpened(c)}
                aria-label={t('health.lastDayOf', { name: c.name })}
              >
                {t('health.lastDay')}
              </Button>
            ),
          },
        ]),
  ];

  return (
    <>
      <ListPage
        title={t('healthMessages.title')}
        what={t('health.what')}
        useItems={useCarrierHealth}
        getRowKey={(c) => c.voip_carrier_sid}
        getName={(c) => c.name}
        nameHeader={t('health.carrier')}
        editPath={(c) => paths.carrierEdit(c.voip_carrier_sid)}
        columns={columns}
        emptyText={t('healthMessages.noCarriers')}
        filterPlaceholder={t('health.filter')}
        // worst first, as the API (or the plain list's rule) ordered them
        compare={false}
        requireServiceProvider={!session.isAccountUser}
      >
        <p className={styles.muted}>{t('healthMessages.intro')}</p>
        {known && plain ? <Alert kind="info">{t('healthMessages.noGatewayHealth')}</Alert> : null}
        {sampled && sampled.total > sampled.counted ? (
          <p className={styles.muted}>
            {t('healthMessages.callsSampled', {
              shown: formatNumber(sampled.counted),
              total: formatNumber(sampled.total),
            })}
          </p>
        ) : null}
        {query.data ? (
          <p className={styles.muted} aria-live="polite">
            {t('health.updated', { time: clockTime(query.data.generated_at, Date.now()) })}
          </p>
        ) : null}
      </ListPage>
      <Modal
        open={opened !== null}
        title={opened ? t('health.dialogTitle', { name: opened.name }) : ''}
        onClose={() => setOpened(null)}
        size="lg"
      >
        {opened ? <HealthHistory carrierSid={opened.voip_carrier_sid} /> : null}
      </Modal>
    </>
  );
}
