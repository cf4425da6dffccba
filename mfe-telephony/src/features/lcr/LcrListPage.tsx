// Outbound call routing (docs/product/telephony.md#outbound-call-routing): admins see the list of the current service provider's tables (filter,
// 'Used by', status, routes, delete, 'No outbound call routes.'); everyone else is sent on to the edit page of
// their own table, or to add one, and told why ('You do not have permissions to manage all outbound call routes').
// Under the list, 'Test a number' over the saved tables (docs/product/telephony.md#routing-tester).
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { Navigate } from 'react-router';
import { ListPage, PageLoading, LoadError, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery, useGetServiceProvidersQuery } from '@switchboard/shared/api';
import type { Lcr } from '@switchboard/shared/types';
import type { Column } from '@switchboard/shared/ui';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { paths } from '../../lib/paths';
import { useDeleteLcrMutation, useGetLcrsQuery } from './api';
import { ownLcr } from './lcr.rules';
import { LcrFeatureGate } from './LcrFeatureGate';
import { RoutingTester } from '../routing-tester/RoutingTester';

function useLcrs(_params: ListParams) {
  return useGetLcrsQuery();
}

/** Where a user who does not manage every table goes: their own table, or adding one. */
function OwnRouting() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const lcrs = useGetLcrsQuery();
  if (lcrs.error) return <LoadError error={lcrs.error} onRetry={() => lcrs.refetch()} />;
  if (!lcrs.data) return <PageLoading label={t('lcrs.loading')} />;
  const own = ownLcr(lcrs.data, session);
  return (
    <Navigate
      replace
      to={own ? paths.lcrEdit(own.lcr_sid) : paths.lcrAdd}
      state={{ notice: T.noLcrPermission }}
    />
  );
}

function LcrList() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const [remove] = useDeleteLcrMutation();
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const providers = useGetServiceProvidersQuery();
  const accountIds = new Set((accounts.data ?? []).map((a) => a.account_sid));
  const spName =
    providers.data?.find((p) => p.service_provider_sid === session.serviceProviderSid)?.name ?? '';
  const columns: Column<Lcr>[] = [
    {
      key: 'status',
      header: t('common.status'),
      render: (l) => (l.is_active ? t('common.active') : t('common.inactive')),
    },
    {
      key: 'usedBy',
      header: t('common.usedBy'),
      render: (l) =>
        l.account_sid
          ? (accounts.data?.find((a) => a.account_sid === l.account_sid)?.name ?? l.account_sid)
          : spName,
    },
    { key: 'routes', header: t('lcrs.routes'), render: (l) => String(l.number_routes ?? '') },
  ];
  return (
    <>
      <ListPage
        title={t('lcrs.title')}
        what={t('lcrs.what')}
        useItems={useLcrs}
        getRowKey={(l) => l.lcr_sid}
        getName={(l) => l.name ?? l.lcr_sid}
        editPath={(l) => paths.lcrEdit(l.lcr_sid)}
        columns={columns}
        emptyText={t('messages.noLcrs')}
        add={{ label: t('lcrs.add'), to: paths.lcrAdd }}
        accountFilter={{ mode: 'optional', label: t('common.usedBy'), accountOf: (l) => l.account_sid }}
        // the current service provider's tables: its own and its accounts'
        keep={(l) =>
          l.account_sid
            ? accountIds.has(l.account_sid)
            : l.service_provider_sid === session.serviceProviderSid
        }
        requireServiceProvider
        onDelete={(l) => remove(l.lcr_sid).unwrap()}
        deletedMessage={() => T.lcrDeleted}
      />
      {session.serviceProviderSid ? <RoutingTester edited={null} defaultAccountSid={null} /> : null}
    </>
  );
}

export default function LcrListPage() {
  const session = useSessionInfo();
  return <LcrFeatureGate>{session.isAdmin ? <LcrList /> : <OwnRouting />}</LcrFeatureGate>;
}
