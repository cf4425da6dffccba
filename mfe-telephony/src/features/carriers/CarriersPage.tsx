// Carriers (docs/product/telephony.md#carriers-list): add link, filter (1000 ms), 'Used by' account filter for service-provider scope and
// up, status chips (active or inactive; registration registered / unregistered / not started), how many phone
// numbers and outbound routes use each carrier, total, pager, edit, and delete with what still uses it listed.
import { ListPage, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { CARRIER_LIST_TEXTS } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { VoipCarrierListItem } from '@switchboard/shared/types';
import { cx, type Column } from '@switchboard/shared/ui';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarriersPageQuery } from './api';
import { REGISTRATION_TEXT_KEYS, registrationState } from './carrier.rules';
import { DeleteCarrierDialog } from './DeleteCarrierDialog';

export const NO_CARRIERS = CARRIER_LIST_TEXTS.empty;

function useCarriers({ serviceProviderSid, page, pageSize, filter, accountSid }: ListParams) {
  return useGetCarriersPageQuery(
    { serviceProviderSid: serviceProviderSid ?? '', page, pageSize, name: filter, accountSid },
    { skip: !serviceProviderSid },
  );
}

/** Active / inactive, and the registration state of carriers that register. */
export function CarrierStatus({ carrier }: { carrier: VoipCarrierListItem }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const registration = registrationState(carrier);
  return (
    <span className={styles.chips}>
      <span className={cx(styles.chip, carrier.is_active ? styles.chipGood : styles.chipMuted)}>
        {carrier.is_active ? t('carriers.active') : t('carriers.inactive')}
      </span>
      {registration ? (
        <span
          className={cx(
            styles.chip,
            registration === 'registered'
              ? styles.chipGood
              : registration === 'unregistered'
                ? styles.chipBad
                : styles.chipMuted,
          )}
          title={carrier.register_status?.reason ?? undefined}
        >
          {t(`carriers.${REGISTRATION_TEXT_KEYS[registration]}`)}
        </span>
      ) : null}
    </span>
  );
}

export default function CarriersPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const accountName = (sid: string | null) =>
    sid ? (accounts.data?.find((a) => a.account_sid === sid)?.name ?? sid) : t('carriers.allAccounts');
  // A count in the language's plural form; no count known yet: a dash.
  const count = (n: number | undefined, key: 'carriers.numbers' | 'carriers.routes') =>
    n === undefined ? '—' : t(key, { count: n });
  const columns: Column<VoipCarrierListItem>[] = [
    { key: 'status', header: t('carriers.status'), render: (c) => <CarrierStatus carrier={c} /> },
    ...(session.isServiceProviderOrAdmin
      ? [
          {
            key: 'usedBy',
            header: t('carriers.usedBy'),
            render: (c: VoipCarrierListItem) => accountName(c.account_sid),
          },
        ]
      : []),
    {
      key: 'usage',
      header: t('carriers.inUseBy'),
      render: (c) => (
        <span className={styles.muted}>
          {t('carriers.usage', {
            numbers: count(c.phone_number_count, 'carriers.numbers'),
            routes: count(c.lcr_route_count, 'carriers.routes'),
          })}
        </span>
      ),
    },
  ];
  return (
    <ListPage
      title={t('carriers.title')}
      what={t('carriers.what')}
      useItems={useCarriers}
      getRowKey={(c) => c.voip_carrier_sid}
      getName={(c) => c.name}
      editPath={(c) => paths.carrierEdit(c.voip_carrier_sid)}
      columns={columns}
      emptyText={t('carriers.empty')}
      add={{ label: t('carriers.add'), to: paths.carrierAdd }}
      accountFilter={{ mode: 'optional', label: t('carriers.usedBy') }}
      requireServiceProvider
      // Service-provider carriers are deleted by service-provider users and up (docs/product/telephony.md#who-may-do-what).
      canDelete={(c) => !session.isAccountUser || c.account_sid === session.ownAccountSid}
      deleteDialog={(carrier, close) => <DeleteCarrierDialog carrier={carrier} {...close} />}
    />
  );
}
