// A credential's status as the list and the edit page show it (docs/product/speech.md#test-status): OK, not tested (neither TTS nor STT
// is enabled), or failed with its reason ('TTS: …' / 'STT: …'); before its first test, not tested yet.
import { toApiError } from '@switchboard/shared/api';
import type { SpeechCredential, SpeechCredentialTestResult } from '@switchboard/shared/types';
import { SPEECH_MESSAGES, speechVendorName, vendorDidNotAnswer } from '@switchboard/shared/validation';

export type CredentialState = 'ok' | 'not-tested' | 'failed' | 'untested' | 'testing';

export interface CredentialStatus {
  state: CredentialState;
  label: string;
  /** why (failed), what to do (not tested), or 'Connection test successful' */
  detail: string;
}

type Flags = Pick<SpeechCredential, 'use_for_tts' | 'use_for_stt'>;

export function credentialStatus(
  credential: Flags,
  result: SpeechCredentialTestResult | null | undefined,
  testing = false,
): CredentialStatus {
  if (testing) return { state: 'testing', label: 'Testing…', detail: 'Asking the vendor' };
  if (!credential.use_for_tts && !credential.use_for_stt)
    return { state: 'not-tested', label: 'Not tested', detail: SPEECH_MESSAGES.notTested };
  if (!result)
    return { state: 'untested', label: 'Not tested yet', detail: 'Run a test to check this credential' };
  const sides = [
    ['TTS', Boolean(credential.use_for_tts), result.tts] as const,
    ['STT', Boolean(credential.use_for_stt), result.stt] as const,
  ].filter(([, used, side]) => used && side.status !== 'not tested');
  if (sides.length === 0)
    return { state: 'not-tested', label: 'Not tested', detail: SPEECH_MESSAGES.notTested };
  const failed = sides.filter(([, , side]) => side.status !== 'ok');
  if (failed.length === 0) return { state: 'ok', label: 'OK', detail: SPEECH_MESSAGES.testOk };
  const detail = failed.map(([name, , side]) => `${name}: ${side.reason ?? 'failed'}`).join('. ');
  return { state: 'failed', label: 'Failed', detail };
}

/** 'TTS/STT', 'TTS', 'STT' or 'Not in use'. */
export function usageOf(credential: Flags): string {
  if (credential.use_for_tts && credential.use_for_stt) return 'TTS/STT';
  if (credential.use_for_tts) return 'TTS';
  if (credential.use_for_stt) return 'STT';
  return 'Not in use';
}

/** Why a test call failed: a test unanswered in time names the vendor the API was waiting on, not the server. */
export function testFailure(credential: Pick<SpeechCredential, 'vendor'>, error: unknown): string {
  const { status, msg } = toApiError(error);
  return status === 'TIMEOUT_ERROR' ? vendorDidNotAnswer(speechVendorName(credential.vendor)) : msg;
}
