// Phone numbers (docs/product/telephony.md#phone-numbers-list): server paging and search (number or description), account selector, page size,
// total, 'No phone numbers.'; with an account selected, rows can be selected and pointed at an application (or
// none) in one go ('Updating number routing...'); without one, 'Select an account to assign applications to phone
// numbers.'. CSV import and export of what the list shows (Switchboard's addition). The creation needs a carrier.
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useEffect, useState } from 'react';
import { ListPage, useSelectedAccount, useSessionInfo, type ListParams } from '@switchboard/shared/admin';
import {
  toastApiError,
  useApiCapabilities,
  useGetServiceProviderAccountsQuery,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { PhoneNumber } from '@switchboard/shared/types';
import { Button, EmptyState, PageHeader, SelectField, type Column } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { useGetApplicationChoiceQuery, useGetApplicationChoicesQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierChoicesQuery } from '../carriers/api';
import { saveObjectUrl } from '../../lib/save-file';
import {
  useAssignApplicationMutation,
  useDeletePhoneNumberMutation,
  useExportPhoneNumbersHereMutation,
  useExportPhoneNumbersMutation,
  useGetPhoneNumbersPageQuery,
} from './api';

function useNumbers({ serviceProviderSid, page, pageSize, filter, accountSid }: ListParams) {
  return useGetPhoneNumbersPageQuery(
    { serviceProviderSid: serviceProviderSid ?? '', page, pageSize, filter, accountSid },
    { skip: !serviceProviderSid },
  );
}

function ApplicationName({ sid }: { sid: string | null }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const app = useGetApplicationChoiceQuery(sid ?? '', { skip: !sid });
  if (!sid) return <span className={styles.muted}>{t('common.none')}</span>;
  return <>{app.data?.name ?? (app.error ? sid : '…')}</>;
}

/** Points the selected numbers of the account at an application, or at none. */
function AssignApplicationBar({
  accountSid,
  selected,
  onDone,
}: {
  accountSid: string;
  selected: ReadonlySet<string>;
  onDone: () => void;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const applications = useGetApplicationChoicesQuery(accountSid);
  const [assign, { isLoading }] = useAssignApplicationMutation();
  const [applicationSid, setApplicationSid] = useState('');
  return (
    <div className={styles.bulkBar}>
      <SelectField
        label={t('numbers.assignApplication')}
        placeholder={t('common.none')}
        options={(applications.data ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
        value={applicationSid}
        onChange={(event) => setApplicationSid(event.target.value)}
      />
      <Button
        variant="secondary"
        disabled={selected.size === 0}
        busy={isLoading}
        onClick={() =>
          assign({ sids: [...selected], applicationSid: applicationSid || null })
            .unwrap()
            .then(
              () => {
                toast('success', T.numberRoutingUpdated);
                onDone();
              },
              (reason: unknown) => toastApiError(reason, t('numbers.updateFailed')),
            )
        }
      >
        {selected.size === 0 ? t('numbers.assign') : t('numbers.assignCount', { count: selected.size })}
      </Button>
      <p role="status" className={styles.muted}>
        {isLoading ? t('messages.updatingNumberRouting') : ''}
      </p>
    </div>
  );
}

/** Downloads what the list shows (its filter and account) as CSV: written by the API, or here when it cannot. */
function ExportButton({ params, onServer }: { params: ListParams; onServer: boolean }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const [exportThere, there] = useExportPhoneNumbersMutation();
  const [exportHere, here] = useExportPhoneNumbersHereMutation();
  const exportCsv = onServer ? exportThere : exportHere;
  return (
    <Button
      variant="secondary"
      busy={there.isLoading || here.isLoading}
      onClick={() =>
        exportCsv({
          serviceProviderSid: params.serviceProviderSid ?? '',
          filter: params.filter,
          accountSid: params.accountSid,
        })
          .unwrap()
          .then(
            (url) => saveObjectUrl(url, 'phone-numbers.csv'),
            (reason: unknown) => toastApiError(reason, t('numbers.exportFailed')),
          )
      }
    >
      {t('numbers.exportCsv')}
    </Button>
  );
}

export default function PhoneNumbersPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const capabilities = useApiCapabilities();
  const descriptions = capabilities.has('phone-number-descriptions');
  const { accountSid } = useSelectedAccount();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [remove] = useDeletePhoneNumberMutation();
  const carriers = useGetCarrierChoicesQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '' },
    { skip: !session.serviceProviderSid },
  );
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  // a selection belongs to one account
  const selectedAccount = session.ownAccountSid ?? accountSid;
  useEffect(() => setSelected(new Set()), [selectedAccount]);
  const canAssign = Boolean(selectedAccount) && !session.isViewOnly;

  const carrierName = (sid: string | null) =>
    sid ? (carriers.data?.find((c) => c.voip_carrier_sid === sid)?.name ?? '…') : '';
  const accountName = (sid: string | null) =>
    sid ? (accounts.data?.find((a) => a.account_sid === sid)?.name ?? sid) : '';
  const columns: Column<PhoneNumber>[] = [
    // a jambonz API has no descriptions: no empty column for them
    ...(descriptions
      ? [
          {
            key: 'description',
            header: t('numbers.description'),
            render: (n: PhoneNumber) => n.description ?? '',
          },
        ]
      : []),
    { key: 'carrier', header: t('numbers.carrier'), render: (n) => carrierName(n.voip_carrier_sid) },
    ...(session.isServiceProviderOrAdmin && !selectedAccount
      ? [
          {
            key: 'account',
            header: t('common.account'),
            render: (n: PhoneNumber) => accountName(n.account_sid),
          },
        ]
      : []),
    {
      key: 'application',
      header: t('common.application'),
      render: (n) => <ApplicationName sid={n.application_sid} />,
    },
  ];

  if (carriers.data && carriers.data.length === 0) {
    return (
      <>
        <PageHeader title={t('numbers.title')} />
        <EmptyState
          title={t('messages.noCarrierForNumbers')}
          action={
            session.isViewOnly ? undefined : (
              <ButtonLink to={paths.carrierAdd}>{t('numbers.addCarrier')}</ButtonLink>
            )
          }
        />
      </>
    );
  }

  return (
    <ListPage
      title={t('numbers.title')}
      what={t('numbers.what')}
      useItems={useNumbers}
      getRowKey={(n) => n.phone_number_sid}
      getName={(n) => n.number}
      nameHeader={t('numbers.number')}
      editPath={(n) => paths.phoneNumberEdit(n.phone_number_sid)}
      columns={columns}
      emptyText={t('messages.noPhoneNumbers')}
      filterPlaceholder={descriptions ? t('numbers.filterWithDescription') : t('numbers.filter')}
      add={{ label: t('numbers.add'), to: paths.phoneNumberAdd }}
      accountFilter={{ mode: 'optional' }}
      requireServiceProvider
      onDelete={(n) => remove(n.phone_number_sid).unwrap()}
      deletedMessage={(n) => T.deletedPhoneNumber(n.number)}
      headerActions={(params) => (
        <>
          {session.isViewOnly ? null : (
            <ButtonLink to={paths.phoneNumberImport}>{t('numbers.importCsv')}</ButtonLink>
          )}
          <ExportButton params={params} onServer={capabilities.has('phone-number-export')} />
        </>
      )}
      selection={
        canAssign
          ? { selected, onChange: setSelected, label: (n) => t('numbers.select', { number: n.number }) }
          : undefined
      }
    >
      {canAssign && selectedAccount ? (
        <AssignApplicationBar
          accountSid={selectedAccount}
          selected={selected}
          onDone={() => setSelected(new Set())}
        />
      ) : session.isViewOnly ? null : (
        <p className={styles.muted}>{t('messages.selectAccountToAssign')}</p>
      )}
    </ListPage>
  );
}
