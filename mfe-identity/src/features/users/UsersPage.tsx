// Users list (docs/product/identity.md#users-list): filter text, Scope filter, account filter for service-provider scope and up, columns
// User Name and Scope, empty state 'No users.'. Hidden in the hosted variant.
import { useState } from 'react';
import { ListPage, NoAccess, containsText, useSessionInfo } from '@switchboard/shared/admin';
import { useFeature } from '@switchboard/shared/config';
import type { Scope, UserListItem } from '@switchboard/shared/types';
import { SCOPE_FILTER_OPTIONS } from '@switchboard/shared/constants';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { SelectField, type Column } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { paths } from '../../lib/paths';
import { useDeleteUserMutation, useGetUsersQuery } from './api';

/** A user's scope in the language in use; an account user's with the account's name. */
function scopeText(user: UserListItem, t: Translate): string {
  const scope = user.scope in SCOPE_NAMES ? t(`scopes.${user.scope}`) : user.scope;
  if (user.scope === 'account' && user.account_name)
    return t('users.accountScope', { scope, account: user.account_name });
  return scope;
}

const SCOPE_NAMES = { admin: true, service_provider: true, account: true } as const;

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
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const columns: Column<UserListItem>[] = [
    { key: 'scope', header: t('users.scope'), render: (u) => scopeText(u, t) },
  ];
  return (
    <ListPage
      title={t('users.title')}
      what={t('users.what')}
      useItems={useUsers}
      getRowKey={(u) => u.user_sid}
      getName={(u) => u.name}
      editPath={(u) => paths.userEdit(u.user_sid)}
      nameHeader={t('users.nameHeader')}
      columns={columns}
      emptyText={t('users.empty')}
      add={{ label: t('users.add'), to: paths.userAdd }}
      filterPlaceholder={t('users.filter')}
      matches={matches}
      filters={
        <SelectField
          label={t('users.scope')}
          value={scope}
          options={SCOPE_FILTER_OPTIONS.map((o) => ({ value: o.value, label: t(`scopes.${o.value}`) }))}
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
      deletedMessage={(u) => t('users.deleted', { name: u.name })}
    />
  );
}

export default function UsersPage() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const hosted = useFeature('hosted');
  // The hosted variant has no Users area (its menu item is hidden too).
  if (hosted) return <NoAccess message={t('messages.noAccess')} />;
  return <UsersList />;
}
