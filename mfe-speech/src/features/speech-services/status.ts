// A credential's status as the list and the edit page show it (docs/product/speech.md#test-status): OK, not tested (neither TTS nor STT
// is enabled), or failed with its reason ('TTS: …' / 'STT: …'); before its first test, not tested yet.
import { toApiError } from '@switchboard/shared/api';
import { REMAINING_NAMES_SHOWN } from '@switchboard/shared/constants';
import type { SpeechCredential, SpeechCredentialTestResult } from '@switchboard/shared/types';
import { translate, type Translate } from '@switchboard/shared/i18n';
import { speechVendorName } from '@switchboard/shared/validation';
import { SPEECH_NAMESPACE } from '../../i18n/resources';

export type CredentialState = 'ok' | 'not-tested' | 'failed' | 'untested' | 'testing';

export interface CredentialStatus {
  state: CredentialState;
  label: string;
  /** why (failed), what to do (not tested), or 'Connection test successful' */
  detail: string;
}

type Flags = Pick<SpeechCredential, 'use_for_tts' | 'use_for_stt'>;

/** The area's texts in the language in use (a page passes its `t`, so it changes with the language). */
const speechText: Translate = (key, values) => translate(SPEECH_NAMESPACE, key, values);

export function credentialStatus(
  credential: Flags,
  result: SpeechCredentialTestResult | null | undefined,
  testing = false,
  t: Translate = speechText,
): CredentialStatus {
  if (testing) return { state: 'testing', label: t('status.testing'), detail: t('status.asking') };
  const notTested = {
    state: 'not-tested' as const,
    label: t('status.notTested'),
    detail: t('messages.notTested'),
  };
  if (!credential.use_for_tts && !credential.use_for_stt) return notTested;
  if (!result) return { state: 'untested', label: t('status.notTestedYet'), detail: t('status.runTest') };
  const sides = [
    ['TTS', Boolean(credential.use_for_tts), result.tts] as const,
    ['STT', Boolean(credential.use_for_stt), result.stt] as const,
  ].filter(([, used, side]) => used && side.status !== 'not tested');
  if (sides.length === 0) return notTested;
  const failed = sides.filter(([, , side]) => side.status !== 'ok');
  if (failed.length === 0) return { state: 'ok', label: t('status.ok'), detail: t('messages.testOk') };
  // each side's reason comes from the vendor as it answered; the sides are sentences, one after the other
  const detail = failed
    .map(([name, , side]) =>
      t('status.sideFailed', { side: name, reason: side.reason ?? t('status.failedWithoutReason') }),
    )
    .join('. ');
  return { state: 'failed', label: t('status.failed'), detail };
}

/** 'TTS/STT', 'TTS', 'STT' or 'Not in use'. */
export function usageOf(credential: Flags, t: Translate = speechText): string {
  if (credential.use_for_tts && credential.use_for_stt) return t('status.ttsStt');
  if (credential.use_for_tts) return t('status.tts');
  if (credential.use_for_stt) return t('status.stt');
  return t('status.notInUse');
}

/** Why a test call failed: a test unanswered in time names the vendor the API was waiting on, not the server. */
export function testFailure(credential: Pick<SpeechCredential, 'vendor'>, error: unknown): string {
  const { status, msg } = toApiError(error);
  return status === 'TIMEOUT_ERROR'
    ? speechText('messages.vendorDidNotAnswer', { vendor: speechVendorName(credential.vendor) })
    : msg;
}

/** '2 applications: Support bot, IVR' (and 'and 3 more' past the names shown), in the language in use. */
export function applicationsLine(
  t: Translate,
  names: readonly string[],
  total = names.length,
): string | null {
  if (!total) return null;
  const shown = names.slice(0, REMAINING_NAMES_SHOWN);
  // 'more' counts what is not named, even when the answer carried fewer names than could be shown
  const more = total - shown.length;
  const listed = more > 0 ? t('list.namesAndMore', { names: shown.join(', '), more }) : shown.join(', ');
  return t('list.applications', { count: total, names: listed });
}
