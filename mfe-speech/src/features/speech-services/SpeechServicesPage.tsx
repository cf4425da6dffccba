// 'Speech services' (docs/product/speech.md#speech-services-list): the 'Used by' account filter (service provider scope and up), each credential
// with its vendor and label, TTS/STT use, status (OK, not tested, failed with its reason), the applications using
// it, edit and delete (with those applications listed), empty state and total. Beyond the jambonz portal: a Test
// button per credential and 'Test all' with its progress, the chips changing as the answers arrive.
import { useMemo, useState } from 'react';
import {
  ListPage,
  containsText,
  useSelectedAccount,
  useSessionInfo,
  withAccount,
  type ListParams,
} from '@switchboard/shared/admin';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { SpeechCredential } from '@switchboard/shared/types';
import { formatNumber, useTranslation } from '@switchboard/shared/i18n';
import { storedTestOf } from '@switchboard/shared/validation';
import { Button, type Column } from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { paths } from '../../lib/paths';
import { useGetSpeechCredentialsQuery } from './api';
import { DeleteSpeechDialog, NoPermissionToDeleteDialog } from './DeleteSpeechDialog';
import { canChange, credentialName, speechScopeOf } from './scope';
import { applicationsLine, credentialStatus, usageOf } from './status';
import { StatusChip } from './StatusChip';
import { useCredentialTests } from './use-credential-tests';
import { useSpeechSummary } from './use-speech-summary';
import { SPEECH_NAMESPACE } from '../../i18n/resources';

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
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const [notice, setNotice] = useState<'allTested' | null>(null);

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
      { key: 'usage', header: t('list.use'), render: (c) => usageOf(c, t) },
      {
        key: 'status',
        header: t('list.status'),
        render: (c) => {
          const live = tests.live[c.speech_credential_sid];
          const status = live?.error
            ? { state: 'failed' as const, label: t('status.failed'), detail: live.error }
            : credentialStatus(
                c,
                // the summary's (with reasons) once it is there; the row's own columns until then
                live?.result ?? bySid.get(c.speech_credential_sid)?.last_test ?? storedTestOf(c),
                live?.testing,
                t,
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
                  aria-label={t('list.testName', { name: credentialName(c) })}
                >
                  {t('list.test')}
                </Button>
              ) : null}
            </div>
          );
        },
      },
      {
        key: 'used',
        header: t('list.usedBy'),
        render: (c) => {
          const usage = bySid.get(c.speech_credential_sid);
          if (!usage) return <span className={styles.detail}>—</span>;
          return (
            <span className={styles.apps}>
              {applicationsLine(
                t,
                usage.applications.map((a) => a.name),
                usage.application_count,
              ) ?? t('list.noApplications')}
            </span>
          );
        },
      },
    ];
    if (session.isServiceProviderOrAdmin)
      list.push({
        key: 'owner',
        header: t('list.belongsTo'),
        render: (c) =>
          c.account_sid ? (accountName.get(c.account_sid) ?? t('list.anAccount')) : t('list.serviceProvider'),
      });
    return list;
  }, [tests, bySid, accountName, session.isServiceProviderOrAdmin, t]);

  return (
    <ListPage
      title={t('list.title')}
      what={t('list.what')}
      useItems={useCredentials}
      columns={columns}
      nameHeader={t('list.vendor')}
      emptyText={t('list.empty')}
      getRowKey={(c) => c.speech_credential_sid}
      getName={credentialName}
      matches={containsText(credentialName, (c) => c.vendor)}
      editPath={(c) => paths.edit(c.speech_credential_sid)}
      add={{ label: t('list.add'), to: (account) => withAccount(paths.add, account) }}
      accountFilter={{ mode: 'optional', label: t('list.usedBy') }}
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
            void tests.runAll(testable).then(() => setNotice('allTested'));
          }}
        >
          {t('list.testAll')}
        </Button>
        {tests.progress ? (
          <>
            <progress
              className={styles.progress}
              max={tests.progress.total}
              value={tests.progress.done}
              aria-label={t('list.testingAll')}
            />
            <span role="status">
              {tests.busy
                ? t('list.testingProgress', {
                    done: formatNumber(tests.progress.done),
                    total: formatNumber(tests.progress.total),
                  })
                : notice && t(`list.${notice}`)}
            </span>
          </>
        ) : testable.length === 0 && credentials.data?.length ? (
          <span className={styles.detail}>{t('messages.notTested')}</span>
        ) : null}
      </div>
    </ListPage>
  );
}
