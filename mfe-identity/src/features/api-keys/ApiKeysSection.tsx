// The reusable "API keys" section (account edit page, service-provider settings): the keys with their last use,
// each token masked to its last 4 characters with reveal and copy; create (the new token shown once in a dialog)
// and delete with confirmation.
import { useState } from 'react';
import { toast } from '@switchboard/shared/bus';
import { describeLastUsed } from '@switchboard/shared/validation';
import {
  Button,
  ConfirmDelete,
  CopyButton,
  IconPlus,
  Modal,
  ObscuredSecret,
  Section,
  type Column,
} from '@switchboard/shared/ui';
import { RowActions } from '@switchboard/shared/ui-links';
import type { ApiKey } from '@switchboard/shared/types';
import { toApiError } from '@switchboard/shared/api';
import { QueryTable } from '@switchboard/shared/admin';
import styles from '../../lib/identity.module.css';
import {
  useCreateApiKeyMutation,
  useDeleteApiKeyMutation,
  useGetApiKeysQuery,
  type ApiKeyOwner,
} from './api';

export const API_KEY_CREATED = 'API key created';
export const API_KEY_DELETED = 'API key deleted';

/** What a key is called in names and dialogs: its masked token. */
const keyName = (key: ApiKey) => `API key ending ${key.token.slice(-4)}`;

export interface ApiKeysSectionProps {
  owner: ApiKeyOwner;
  title?: string;
  /** View-only users see the keys but cannot add or delete. */
  readOnly?: boolean;
  /** Today, for 'Today' / 'Yesterday' / 'N days ago' (tests). */
  now?: Date;
}

export function ApiKeysSection({ owner, title = 'API keys', readOnly = false, now }: ApiKeysSectionProps) {
  const query = useGetApiKeysQuery(owner);
  const [createApiKey, creating] = useCreateApiKeyMutation();
  const [deleteApiKey] = useDeleteApiKeyMutation();
  const [created, setCreated] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<ApiKey | null>(null);

  const columns: Column<ApiKey>[] = [
    {
      key: 'token',
      header: 'Token',
      rowHeader: true,
      render: (key) => <ObscuredSecret value={key.token} label={keyName(key)} />,
    },
    { key: 'last_used', header: 'Last used', render: (key) => describeLastUsed(key.last_used, now) },
  ];

  const create = async () => {
    try {
      const result = await createApiKey(owner).unwrap();
      setCreated(result.token);
      toast('success', API_KEY_CREATED);
    } catch (reason) {
      toast('error', toApiError(reason).msg);
    }
  };

  return (
    <Section
      title={title}
      actions={
        readOnly ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            icon={<IconPlus />}
            busy={creating.isLoading}
            onClick={create}
          >
            Add API key
          </Button>
        )
      }
    >
      <QueryTable
        caption={title}
        query={query}
        columns={columns}
        rows={query.data}
        getRowKey={(key) => key.api_key_sid}
        emptyText="No API keys."
        rowActions={
          readOnly ? undefined : (key) => <RowActions name={keyName(key)} onDelete={() => setDoomed(key)} />
        }
      />
      <Modal
        open={created !== null}
        title="API key created"
        onClose={() => setCreated(null)}
        footer={
          <Button variant="primary" onClick={() => setCreated(null)}>
            Done
          </Button>
        }
      >
        <p>Copy the new key now: store it somewhere safe.</p>
        <p className={styles.token} data-testid="new-api-key">
          {created}
        </p>
        {created ? (
          <CopyButton text={created} what="API key" withText variant="secondary" successMessage="Copied" />
        ) : null}
      </Modal>
      <ConfirmDelete
        open={doomed !== null}
        what="API key"
        name={doomed ? keyName(doomed) : ''}
        onCancel={() => setDoomed(null)}
        onConfirm={async () => {
          if (!doomed) return;
          await deleteApiKey({ owner, apiKeySid: doomed.api_key_sid }).unwrap();
          toast('success', API_KEY_DELETED);
          setDoomed(null);
        }}
      />
    </Section>
  );
}
