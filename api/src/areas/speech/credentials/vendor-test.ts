// Testing a stored credential for real: synthesize the test phrase (TTS) and recognise the bundled clip (STT)
// with the vendor's own API, both at once, never longer than 10 s in all; the result has the contract's shape.
import type { SpeechCredentialTestResult, SpeechTestSide } from '@switchboard/shared/types';
import { SPEECH_TEST_TIMEOUT_MS } from '@switchboard/shared/validation';
import { TEST_PHRASE, testClip } from '../protocols/clip';
import { SpeechTestError, SpeechTimeoutError, describeFailure } from '../protocols/errors';
import type { Audio } from '../protocols/http';
import type { StoredCredential } from '../vendors/client';
import { clientsFor } from '../vendors/registry';

async function withDeadline<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timeout = new SpeechTimeoutError(Math.round(timeoutMs / 100) / 10);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } catch (err) {
    // an abort surfaces as the deadline, whatever the client turned it into
    throw controller.signal.aborted ? timeout : err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

export interface SpeechTestOptions {
  now: Date;
  timeoutMs?: number;
}

/** Runs the sides the credential is used for; the other side is 'not tested'. */
export async function testSpeechCredential(
  vendor: string,
  credential: StoredCredential,
  use: { tts: boolean; stt: boolean },
  options: SpeechTestOptions,
): Promise<SpeechCredentialTestResult> {
  const clients = clientsFor(vendor, credential, options.now);
  const timeoutMs = options.timeoutMs ?? SPEECH_TEST_TIMEOUT_MS;
  const side = async (
    used: boolean,
    run: ((signal: AbortSignal) => Promise<unknown>) | undefined,
  ): Promise<SpeechTestSide> => {
    if (!used || !run) return { status: 'not tested' };
    try {
      await withDeadline(timeoutMs, run);
      return { status: 'ok' };
    } catch (err) {
      return { status: 'fail', reason: describeFailure(err) };
    }
  };
  const { tts, stt } = clients;
  const [ttsResult, sttResult] = await Promise.all([
    side(use.tts, tts && ((signal) => tts(TEST_PHRASE, signal))),
    side(use.stt, stt && ((signal) => stt(testClip(), signal))),
  ]);
  return { tts: ttsResult, stt: sttResult };
}

/** The test phrase in the credential's voice (for 'Listen'); rejects with the reason. */
export async function synthesizeTestPhrase(
  vendor: string,
  credential: StoredCredential,
  options: SpeechTestOptions,
): Promise<Audio> {
  const { tts } = clientsFor(vendor, credential, options.now);
  if (!tts) throw new SpeechTestError('this vendor does not synthesize speech');
  try {
    return await withDeadline(options.timeoutMs ?? SPEECH_TEST_TIMEOUT_MS, (signal) =>
      tts(TEST_PHRASE, signal),
    );
  } catch (err) {
    throw new SpeechTestError(describeFailure(err));
  }
}
