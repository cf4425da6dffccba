// Users list (core §2): filter text, Scope filter, account filter for service-provider scope and up, columns
// User Name and Scope, empty state 'No users.'. Hidden in the hosted variant.
import { useMemo, useState } from 'react';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useFeature } from '@switchboard/shared/config';
import type { Scope, UserListItem } from '@switchboard/shared/types';
import { MESSAGES, SCOPE_FILTER_OPTIONS } from '@switchboard/shared/validation';
import {
  AccountSelector,
  ConfirmDelete,
  FilterBox,
  IconPlus,
  PageHeader,
  SelectField,
  type Column,
} from '@switchboard/shared/ui';
import { ButtonLink, RowActions } from '@switchboard/shared/ui-links';
import { ListPager, QueryTable, nameColumn } from '../../lib/lists';
import { useClientPaging } from '../../lib/paging';
import { NoAccess } from '../../lib/page-state';
import { paths } from '../../lib/paths';
import { useSelectedAccount } from '../../lib/selected-account';
import { useSessionInfo } from '../../lib/session';
import styles from '../../lib/identity.module.css';
import { useDeleteUserMutation, useGetUsersQuery } from './api';
import { SCOPE_LABELS } from './users.rules';

export const NO_USERS = 'No users.';
export const deletedUserMessage = (name: string) => `Deleted user ${name}`;

function scopeText(user: UserListItem): string {
  if (user.scope === 'account' && user.account_name) return `${SCOPE_LABELS.account} (${user.account_name})`;
  return SCOPE_LABELS[user.scope] ?? user.scope;
}

function UsersList() {
  const session = useSessionInfo();
  const query = useGetUsersQuery();
  const { data } = query;
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const { accountSid, selectAccount } = useSelectedAccount();
  const [filter, setFilter] = useState('');
  const [scope, setScope] = useState<Scope | 'all'>('all');
  const [doomed, setDoomed] = useState<UserListItem | null>(null);
  const [deleteUser] = useDeleteUserMutation();

  const filtered = useMemo(() => {
    if (!data) return undefined;
    const text = filter.toLowerCase();
    return [...data]
      .filter((u) =>
        // Admins see the admins and the users of the service provider they are working on.
        session.isAdmin && session.serviceProviderSid
          ? u.scope === 'admin' || u.service_provider_sid === session.serviceProviderSid
          : true,
      )
      .filter((u) => scope === 'all' || u.scope === scope)
      .filter((u) => !session.isServiceProviderOrAdmin || !accountSid || u.account_sid === accountSid)
      .filter((u) => !text || u.name.toLowerCase().includes(text) || u.email.toLowerCase().includes(text))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  }, [
    data,
    filter,
    scope,
    accountSid,
    session.isAdmin,
    session.isServiceProviderOrAdmin,
    session.serviceProviderSid,
  ]);
  const paging = useClientPaging(filtered, `${filter}|${scope}|${accountSid ?? ''}`);

  const columns: Column<UserListItem>[] = [
    nameColumn(
      'User Name',
      (u) => u.name,
      (u) => paths.userEdit(u.user_sid),
    ),
    { key: 'scope', header: 'Scope', render: scopeText },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        actions={
          session.isViewOnly ? undefined : (
            <ButtonLink to={paths.userAdd} variant="primary" icon={<IconPlus />}>
              Add user
            </ButtonLink>
          )
        }
      />
      <div className={styles.filters}>
        <FilterBox
          showLabel
          label="Filter users"
          placeholder="Filter by name or email"
          onChange={setFilter}
        />
        <SelectField
          label="Scope"
          value={scope}
          options={SCOPE_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.name }))}
          onChange={(event) => setScope(event.target.value as Scope | 'all')}
        />
        {session.isServiceProviderOrAdmin ? (
          <AccountSelector accounts={accounts.data} value={accountSid} onChange={selectAccount} allOption />
        ) : null}
      </div>
      <QueryTable
        caption="Users"
        query={query}
        columns={columns}
        rows={paging.pageRows}
        getRowKey={(u) => u.user_sid}
        emptyText={NO_USERS}
        rowActions={(u) => (
          <RowActions
            name={u.name}
            editTo={paths.userEdit(u.user_sid)}
            onDelete={session.isViewOnly || u.user_sid === session.userSid ? undefined : () => setDoomed(u)}
          />
        )}
      />
      <ListPager paging={paging} />
      <ConfirmDelete
        open={doomed !== null}
        what="user"
        name={doomed?.name ?? ''}
        onCancel={() => setDoomed(null)}
        onConfirm={async () => {
          if (!doomed) return;
          await deleteUser(doomed.user_sid).unwrap();
          toast('success', deletedUserMessage(doomed.name));
          setDoomed(null);
        }}
      />
    </>
  );
}

export default function UsersPage() {
  const hosted = useFeature('hosted');
  // The hosted variant has no Users area (its menu item is hidden too).
  if (hosted) return <NoAccess message={MESSAGES.noAccess} />;
  return <UsersList />;
}
