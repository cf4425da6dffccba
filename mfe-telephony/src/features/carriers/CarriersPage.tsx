// Carriers (docs/product/telephony.md#carriers-list): add link, filter (1000 ms), 'Used by' account filter for service-provider scope and
// up, status chips (active or inactive; registration registered / unregistered / not started), how many phone
// numbers and outbound routes use each carrier, total, pager, edit, and delete with what still uses it listed.
import { ListPage, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { VoipCarrierListItem } from '@switchboard/shared/types';
import { cx, type Column } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarriersPageQuery } from './api';
import { registrationState } from './carrier.rules';
import { DeleteCarrierDialog } from './DeleteCarrierDialog';

export const NO_CARRIERS = 'No carriers.';

function useCarriers({ serviceProviderSid, page, pageSize, filter, accountSid }: ListParams) {
  return useGetCarriersPageQuery(
    { serviceProviderSid: serviceProviderSid ?? '', page, pageSize, name: filter, accountSid },
    { skip: !serviceProviderSid },
  );
}

/** Active / inactive, and the registration state of carriers that register. */
export function CarrierStatus({ carrier }: { carrier: VoipCarrierListItem }) {
  const registration = registrationState(carrier);
  return (
    <span className={styles.chips}>
      <span className={cx(styles.chip, carrier.is_active ? styles.chipGood : styles.chipMuted)}>
        {carrier.is_active ? 'active' : 'inactive'}
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
          {registration}
        </span>
      ) : null}
    </span>
  );
}

const count = (n: number | undefined, one: string, many: string) =>
  n === undefined ? '—' : `${n} ${n === 1 ? one : many}`;

export default function CarriersPage() {
  const session = useSessionInfo();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const accountName = (sid: string | null) =>
    sid ? (accounts.data?.find((a) => a.account_sid === sid)?.name ?? sid) : 'All accounts';
  const columns: Column<VoipCarrierListItem>[] = [
    { key: 'status', header: 'Status', render: (c) => <CarrierStatus carrier={c} /> },
    ...(session.isServiceProviderOrAdmin
      ? [{ key: 'usedBy', header: 'Used by', render: (c: VoipCarrierListItem) => accountName(c.account_sid) }]
      : []),
    {
      key: 'usage',
      header: 'In use by',
      render: (c) => (
        <span className={styles.muted}>
          {count(c.phone_number_count, 'number', 'numbers')}, {count(c.lcr_route_count, 'route', 'routes')}
        </span>
      ),
    },
  ];
  return (
    <ListPage
      title="Carriers"
      what="carrier"
      useItems={useCarriers}
      getRowKey={(c) => c.voip_carrier_sid}
      getName={(c) => c.name}
      editPath={(c) => paths.carrierEdit(c.voip_carrier_sid)}
      columns={columns}
      emptyText={NO_CARRIERS}
      add={{ label: 'Add carrier', to: paths.carrierAdd }}
      accountFilter={{ mode: 'optional', label: 'Used by' }}
      requireServiceProvider
      // Service-provider carriers are deleted by service-provider users and up (docs/product/telephony.md#who-may-do-what).
      canDelete={(c) => !session.isAccountUser || c.account_sid === session.ownAccountSid}
      deleteDialog={(carrier, close) => <DeleteCarrierDialog carrier={carrier} {...close} />}
    />
  );
}
