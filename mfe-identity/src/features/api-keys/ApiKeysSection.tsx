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
import { translateKnown, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';
import {
  useCreateApiKeyMutation,
  useDeleteApiKeyMutation,
  useGetApiKeysQuery,
  type ApiKeyOwner,
} from './api';

/** What a key is called in names and dialogs: its masked token. */
const keyName = (t: Translate, key: ApiKey) => t('apiKeys.keyName', { last4: key.token.slice(-4) });

export interface ApiKeysSectionProps {
  owner: ApiKeyOwner;
  title?: string;
  /** View-only users see the keys but cannot add or delete. */
  readOnly?: boolean;
  /** Today, for 'Today' / 'Yesterday' / 'N days ago' (tests). */
  now?: Date;
}

export function ApiKeysSection({ owner, title, readOnly = false, now }: ApiKeysSectionProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const heading = title ?? t('apiKeys.title');
  const query = useGetApiKeysQuery(owner);
  const [createApiKey, creating] = useCreateApiKeyMutation();
  const [deleteApiKey] = useDeleteApiKeyMutation();
  const [created, setCreated] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<ApiKey | null>(null);

  const columns: Column<ApiKey>[] = [
    {
      key: 'token',
      header: t('apiKeys.token'),
      rowHeader: true,
      render: (key) => <ObscuredSecret value={key.token} label={keyName(t, key)} />,
    },
    {
      key: 'last_used',
      header: t('apiKeys.lastUsed'),
      // the shared rule's words ('Today', '3 days ago'), in the user's language
      render: (key) => translateKnown(describeLastUsed(key.last_used, now)),
    },
  ];

  const create = async () => {
    try {
      const result = await createApiKey(owner).unwrap();
      setCreated(result.token);
      toast('success', t('apiKeys.created'));
    } catch (reason) {
      toast('error', toApiError(reason).msg);
    }
  };

  return (
    <Section
      title={heading}
      actions={
        readOnly ? undefined : (
          <Button
            variant="secondary"
            size="sm"
            icon={<IconPlus />}
            busy={creating.isLoading}
            onClick={create}
          >
            {t('apiKeys.add')}
          </Button>
        )
      }
    >
      <QueryTable
        caption={heading}
        query={query}
        columns={columns}
        rows={query.data}
        getRowKey={(key) => key.api_key_sid}
        emptyText={t('apiKeys.empty')}
        rowActions={
          readOnly
            ? undefined
            : (key) => <RowActions name={keyName(t, key)} onDelete={() => setDoomed(key)} />
        }
      />
      <Modal
        open={created !== null}
        title={t('apiKeys.created')}
        onClose={() => setCreated(null)}
        footer={
          <Button variant="primary" onClick={() => setCreated(null)}>
            {t('apiKeys.done')}
          </Button>
        }
      >
        <p>{t('apiKeys.copyNow')}</p>
        <p className={styles.token} data-testid="new-api-key">
          {created}
        </p>
        {created ? (
          <CopyButton
            text={created}
            what={t('apiKeys.what')}
            withText
            variant="secondary"
            successMessage={t('apiKeys.copied')}
          />
        ) : null}
      </Modal>
      <ConfirmDelete
        open={doomed !== null}
        what={t('apiKeys.what')}
        name={doomed ? keyName(t, doomed) : ''}
        onCancel={() => setDoomed(null)}
        onConfirm={async () => {
          if (!doomed) return;
          await deleteApiKey({ owner, apiKeySid: doomed.api_key_sid }).unwrap();
          toast('success', t('apiKeys.deleted'));
          setDoomed(null);
        }}
      />
    </Section>
  );
}
