// Users list (docs/product/identity.md#users-list): filter text, Scope filter, account filter for service-provider scope and up, columns
// User Name and Scope, empty state 'No users.'. Hidden in the hosted variant.
import { useState } from 'react';
import { ListPage, NoAccess, containsText, useSessionInfo } from '@switchboard/shared/admin';
import { useFeature } from '@switchboard/shared/config';
import type { Scope, UserListItem } from '@switchboard/shared/types';
import { MESSAGES, SCOPE_FILTER_OPTIONS } from '@switchboard/shared/constants';
import { SelectField, type Column } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import { useDeleteUserMutation, useGetUsersQuery } from './api';
import { SCOPE_LABELS } from './users.rules';

export const NO_USERS = 'No users.';
export const deletedUserMessage = (name: string) => `Deleted user ${name}`;

function scopeText(user: UserListItem): string {
  if (user.scope === 'account' && user.account_name) return `${SCOPE_LABELS.account} (${user.account_name})`;
  return SCOPE_LABELS[user.scope] ?? user.scope;
}

const columns: Column<UserListItem>[] = [{ key: 'scope', header: 'Scope', render: scopeText }];

/** Every user the signed-in user may see, whole (the API does not page them). */
function useUsers() {
  return useGetUsersQuery();
}

const matches = containsText<UserListItem>(
  (u) => u.name,
  (u) => u.email,
);

function UsersList() {
  const session = useSessionInfo();
  const [scope, setScope] = useState<Scope | 'all'>('all');
  const [deleteUser] = useDeleteUserMutation();
  return (
    <ListPage
      title="Users"
      what="user"
      useItems={useUsers}
      getRowKey={(u) => u.user_sid}
      getName={(u) => u.name}
      editPath={(u) => paths.userEdit(u.user_sid)}
      nameHeader="User Name"
      columns={columns}
      emptyText={NO_USERS}
      add={{ label: 'Add user', to: paths.userAdd }}
      filterPlaceholder="Filter by name or email"
      matches={matches}
      filters={
        <SelectField
          label="Scope"
          value={scope}
          options={SCOPE_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.name }))}
          onChange={(event) => setScope(event.target.value as Scope | 'all')}
        />
      }
      resetKey={scope}
      keep={(u) =>
        // Admins see the admins and the users of the service provider they are working on.
        (!session.isAdmin ||
          !session.serviceProviderSid ||
          u.scope === 'admin' ||
          u.service_provider_sid === session.serviceProviderSid) &&
        (scope === 'all' || u.scope === scope)
      }
      accountFilter={{ mode: 'optional', accountOf: (u) => u.account_sid }}
      // Nobody deletes themselves from the list.
      canDelete={(u) => u.user_sid !== session.userSid}
      onDelete={(u) => deleteUser(u.user_sid).unwrap()}
      deletedMessage={(u) => deletedUserMessage(u.name)}
    />
  );
}

export default function UsersPage() {
  const hosted = useFeature('hosted');
  // The hosted variant has no Users area (its menu item is hidden too).
  if (hosted) return <NoAccess message={MESSAGES.noAccess} />;
  return <UsersList />;
}
