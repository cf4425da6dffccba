// 'Speech services' (docs/product/speech.md#speech-services-list): the 'Used by' account filter (service provider scope and up), each credential
// with its vendor and label, TTS/STT use, status (OK, not tested, failed with its reason), the applications using
// it, edit and delete (with those applications listed), empty state and total. Beyond the jambonz portal: a Test
// button per credential and 'Test all' with its progress, the chips changing as the answers arrive.
import { useMemo, useState } from 'react';
import {
  ListPage,
  containsText,
  remainingLine,
  useSelectedAccount,
  useSessionInfo,
  withAccount,
  type ListParams,
} from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { SpeechCredential } from '@switchboard/shared/types';
import { SPEECH_MESSAGES, storedTestOf } from '@switchboard/shared/validation';
import { Button, type Column } from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { paths } from '../../lib/paths';
import { useGetSpeechCredentialsQuery } from './api';
import { DeleteSpeechDialog, NoPermissionToDeleteDialog } from './DeleteSpeechDialog';
import { canChange, credentialName, speechScopeOf } from './scope';
import { credentialStatus, usageOf } from './status';
import { StatusChip } from './StatusChip';
import { useCredentialTests } from './use-credential-tests';
import { useSpeechSummary } from './use-speech-summary';

function useCredentials({ accountSid }: ListParams) {
  const session = useSessionInfo();
  const scope = speechScopeOf(session, accountSid);
  return useGetSpeechCredentialsQuery(scope ?? { sp: '' }, { skip: !scope });
}

export default function SpeechServicesPage() {
  const session = useSessionInfo();
  const { accountSid } = useSelectedAccount();
  const scope = speechScopeOf(session, accountSid);
  const credentials = useGetSpeechCredentialsQuery(scope ?? { sp: '' }, { skip: !scope });
  // Switchboard's summary, or the same worked out from the plain lists (a jambonz API)
  const summary = useSpeechSummary(scope, credentials.data);
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const tests = useCredentialTests(scope);
  const [notice, setNotice] = useState<string | null>(null);

  const bySid = useMemo(
    () => new Map((summary.data ?? []).map((s) => [s.speech_credential_sid, s])),
    [summary.data],
  );
  const accountName = useMemo(
    () => new Map((accounts.data ?? []).map((a) => [a.account_sid, a.name])),
    [accounts.data],
  );
  const testable = (credentials.data ?? []).filter((c) => c.use_for_tts || c.use_for_stt);

  const columns = useMemo<Column<SpeechCredential>[]>(() => {
    const list: Column<SpeechCredential>[] = [
      { key: 'usage', header: 'Use', render: (c) => usageOf(c) },
      {
        key: 'status',
        header: 'Status',
        render: (c) => {
          const live = tests.live[c.speech_credential_sid];
          const status = live?.error
            ? { state: 'failed' as const, label: 'Failed', detail: live.error }
            : credentialStatus(
                c,
                // the summary's (with reasons) once it is there; the row's own columns until then
                live?.result ?? bySid.get(c.speech_credential_sid)?.last_test ?? storedTestOf(c),
                live?.testing,
              );
          return (
            <div className={styles.status}>
              <StatusChip status={status} />
              {c.use_for_tts || c.use_for_stt ? (
                <Button
                  variant="link"
                  size="sm"
                  disabled={live?.testing}
                  onClick={() => void tests.runOne(c)}
                  aria-label={`Test ${credentialName(c)}`}
                >
                  Test
                </Button>
              ) : null}
            </div>
          );
        },
      },
      {
        key: 'used',
        header: 'Used by',
        render: (c) => {
          const usage = bySid.get(c.speech_credential_sid);
          if (!usage) return <span className={styles.detail}>—</span>;
          return (
            <span className={styles.apps}>
              {remainingLine(
                ['application', 'applications'],
                usage.applications.map((a) => a.name),
                usage.application_count,
              ) ?? 'No applications'}
            </span>
          );
        },
      },
    ];
    if (session.isServiceProviderOrAdmin)
      list.push({
        key: 'owner',
        header: 'Belongs to',
        render: (c) =>
          c.account_sid ? (accountName.get(c.account_sid) ?? 'an account') : 'Service provider',
      });
    return list;
  }, [tests, bySid, accountName, session.isServiceProviderOrAdmin]);

  return (
    <ListPage
      title="Speech services"
      what="speech service"
      useItems={useCredentials}
      columns={columns}
      nameHeader="Vendor"
      emptyText="No speech services."
      getRowKey={(c) => c.speech_credential_sid}
      getName={credentialName}
      matches={containsText(credentialName, (c) => c.vendor)}
      editPath={(c) => paths.edit(c.speech_credential_sid)}
      add={{ label: 'Add speech service', to: (account) => withAccount(paths.add, account) }}
      accountFilter={{ mode: 'optional', label: 'Used by' }}
      deleteDialog={(c, close) =>
        !canChange(session, c) ? (
          <NoPermissionToDeleteDialog onClose={close.onCancel} />
        ) : scope ? (
          <DeleteSpeechDialog
            credential={c}
            scope={scope}
            onCancel={close.onCancel}
            onDeleted={close.onDeleted}
          />
        ) : null
      }
    >
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="sm"
          disabled={tests.busy || testable.length === 0}
          onClick={() => {
            setNotice(null);
            void tests.runAll(testable).then(() => setNotice('All speech services were tested.'));
          }}
        >
          Test all
        </Button>
        {tests.progress ? (
          <>
            <progress
              className={styles.progress}
              max={tests.progress.total}
              value={tests.progress.done}
              aria-label="Testing speech services"
            />
            <span role="status">
              {tests.busy ? `Testing ${tests.progress.done} of ${tests.progress.total}…` : notice}
            </span>
          </>
        ) : testable.length === 0 && credentials.data?.length ? (
          <span className={styles.detail}>{SPEECH_MESSAGES.notTested}</span>
        ) : null}
      </div>
    </ListPage>
  );
}
