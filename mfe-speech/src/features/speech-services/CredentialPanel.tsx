// On the edit page: the credential's status with a Test button, and 'Listen' — the test phrase synthesized with
// this credential, played here, so an admin hears the voice before an application uses it (on an API that can
// synthesize it; a jambonz API cannot).
import { useEffect, useMemo, useState } from 'react';
import { toApiError, useApiCapabilities } from '@switchboard/shared/api';
import type { SpeechCredential, SpeechCredentialTestResult } from '@switchboard/shared/types';
import { SPEECH_TEST_PHRASE, storedTestOf, vendorCan } from '@switchboard/shared/validation';
import { Alert, Button, Fieldset } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { SPEECH_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/speech.module.css';
import {
  useGetSpeechSummaryQuery,
  useSynthesizeTestPhraseMutation,
  useTestSpeechCredentialMutation,
  type SpeechScope,
} from './api';
import { credentialStatus, testFailure } from './status';
import { StatusChip } from './StatusChip';

/**
 * The phrase as WebVTT captions of the player, served from an object URL: the page's CSP lets media load from its
 * own origin and blob: only (a data: URL was refused, with a console error).
 */
const CAPTIONS = `WEBVTT\n\n00:00.000 --> 00:30.000\n${SPEECH_TEST_PHRASE}\n`;

export function CredentialPanel({ credential, scope }: { credential: SpeechCredential; scope: SpeechScope }) {
  const capabilities = useApiCapabilities();
  // the reasons of the last test are in Switchboard's summary; every API keeps whether each side passed
  const summary = useGetSpeechSummaryQuery(scope, { skip: !capabilities.has('speech-usage-summary') });
  const [test, testing] = useTestSpeechCredentialMutation();
  const [synthesize, synthesizing] = useSynthesizeTestPhraseMutation();
  const [result, setResult] = useState<SpeechCredentialTestResult | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [listenError, setListenError] = useState<string | null>(null);
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const sid = credential.speech_credential_sid;
  const stored =
    summary.data?.find((s) => s.speech_credential_sid === sid)?.last_test ?? storedTestOf(credential);
  const status = testError
    ? { state: 'failed' as const, label: t('status.failed'), detail: testError }
    : credentialStatus(credential, result ?? stored, testing.isLoading, t);

  useEffect(() => () => void (audioUrl && URL.revokeObjectURL(audioUrl)), [audioUrl]);
  const captionsUrl = useMemo(
    () => (audioUrl ? URL.createObjectURL(new Blob([CAPTIONS], { type: 'text/vtt' })) : null),
    [audioUrl],
  );
  useEffect(() => () => void (captionsUrl && URL.revokeObjectURL(captionsUrl)), [captionsUrl]);

  return (
    <Fieldset legend={t('status.panel')}>
      <div className={styles.listen}>
        <StatusChip status={status} />
        {credential.use_for_tts || credential.use_for_stt ? (
          <Button
            variant="secondary"
            size="sm"
            busy={testing.isLoading}
            onClick={async () => {
              setTestError(null);
              try {
                setResult(await test({ scope, sid }).unwrap());
              } catch (err) {
                setTestError(testFailure(credential, err));
              }
            }}
          >
            {t('status.test')}
          </Button>
        ) : null}
        {vendorCan(credential.vendor, 'tts') && capabilities.has('speech-preview') ? (
          <Button
            variant="secondary"
            size="sm"
            busy={synthesizing.isLoading}
            onClick={async () => {
              setListenError(null);
              try {
                const url = await synthesize({ scope, sid }).unwrap();
                setAudioUrl(url);
              } catch (err) {
                setListenError(toApiError(err).msg);
              }
            }}
          >
            {t('status.listen')}
          </Button>
        ) : null}
      </div>
      {audioUrl ? (
        <div className={styles.listen}>
          <audio
            controls
            autoPlay
            src={audioUrl}
            aria-label={t('status.phraseAudio')}
            data-testid="listen-audio"
          >
            <track
              kind="captions"
              srcLang="en"
              label={t('status.captionsLanguage')}
              src={captionsUrl ?? undefined}
              default
            />
          </audio>
          <span className={styles.detail}>{t('status.quoted', { text: SPEECH_TEST_PHRASE })}</span>
        </div>
      ) : null}
      {listenError ? (
        <Alert kind="error" title={t('status.synthesizeFailed')}>
          <p>{listenError}</p>
        </Alert>
      ) : null}
    </Fieldset>
  );
}
