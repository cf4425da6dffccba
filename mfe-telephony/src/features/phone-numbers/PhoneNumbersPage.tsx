// Phone numbers (docs/product/telephony.md#phone-numbers-list): server paging and search (number or description), account selector, page size,
// total, 'No phone numbers.'; with an account selected, rows can be selected and pointed at an application (or
// none) in one go ('Updating number routing...'); without one, 'Select an account to assign applications to phone
// numbers.'. CSV import and export of what the list shows (Switchboard's addition). The creation needs a carrier.
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
  const app = useGetApplicationChoiceQuery(sid ?? '', { skip: !sid });
  if (!sid) return <span className={styles.muted}>None</span>;
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
  const applications = useGetApplicationChoicesQuery(accountSid);
  const [assign, { isLoading }] = useAssignApplicationMutation();
  const [applicationSid, setApplicationSid] = useState('');
  return (
    <div className={styles.bulkBar}>
      <SelectField
        label="Application for the selected numbers"
        placeholder="None"
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
              (reason: unknown) => toastApiError(reason, 'The numbers could not be updated'),
            )
        }
      >
        {selected.size === 0
          ? 'Assign to the selected numbers'
          : `Assign to ${selected.size} selected number${selected.size === 1 ? '' : 's'}`}
      </Button>
      <p role="status" className={styles.muted}>
        {isLoading ? T.updatingNumberRouting : ''}
      </p>
    </div>
  );
}

/** Downloads what the list shows (its filter and account) as CSV: written by the API, or here when it cannot. */
function ExportButton({ params, onServer }: { params: ListParams; onServer: boolean }) {
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
            (reason: unknown) => toastApiError(reason, 'The phone numbers could not be exported'),
          )
      }
    >
      Export CSV
    </Button>
  );
}

export default function PhoneNumbersPage() {
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
      ? [{ key: 'description', header: 'Description', render: (n: PhoneNumber) => n.description ?? '' }]
      : []),
    { key: 'carrier', header: 'Carrier', render: (n) => carrierName(n.voip_carrier_sid) },
    ...(session.isServiceProviderOrAdmin && !selectedAccount
      ? [{ key: 'account', header: 'Account', render: (n: PhoneNumber) => accountName(n.account_sid) }]
      : []),
    { key: 'application', header: 'Application', render: (n) => <ApplicationName sid={n.application_sid} /> },
  ];

  if (carriers.data && carriers.data.length === 0) {
    return (
      <>
        <PageHeader title="Phone numbers" />
        <EmptyState
          title={T.noCarrierForNumbers}
          action={session.isViewOnly ? undefined : <ButtonLink to={paths.carrierAdd}>Add carrier</ButtonLink>}
        />
      </>
    );
  }

  return (
    <ListPage
      title="Phone numbers"
      what="phone number"
      useItems={useNumbers}
      getRowKey={(n) => n.phone_number_sid}
      getName={(n) => n.number}
      nameHeader="Number"
      editPath={(n) => paths.phoneNumberEdit(n.phone_number_sid)}
      columns={columns}
      emptyText={T.noPhoneNumbers}
      filterPlaceholder={descriptions ? 'Filter by number or description' : 'Filter by number'}
      add={{ label: 'Add phone number', to: paths.phoneNumberAdd }}
      accountFilter={{ mode: 'optional' }}
      requireServiceProvider
      onDelete={(n) => remove(n.phone_number_sid).unwrap()}
      deletedMessage={(n) => T.deletedPhoneNumber(n.number)}
      headerActions={(params) => (
        <>
          {session.isViewOnly ? null : <ButtonLink to={paths.phoneNumberImport}>Import CSV</ButtonLink>}
          <ExportButton params={params} onServer={capabilities.has('phone-number-export')} />
        </>
      )}
      selection={
        canAssign ? { selected, onChange: setSelected, label: (n) => `Select ${n.number}` } : undefined
      }
    >
      {canAssign && selectedAccount ? (
        <AssignApplicationBar
          accountSid={selectedAccount}
          selected={selected}
          onDone={() => setSelected(new Set())}
        />
      ) : session.isViewOnly ? null : (
        <p className={styles.muted}>{T.selectAccountToAssign}</p>
      )}
    </ListPage>
  );
}
