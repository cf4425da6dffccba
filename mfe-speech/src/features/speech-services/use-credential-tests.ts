// Testing credentials from the list: one at a time on request, or all of them ('Test all') two at a time, each
// chip changing as its answer arrives; results stay on the page (the server keeps them too).
import { useCallback, useRef, useState } from 'react';
import type { SpeechCredential, SpeechCredentialTestResult } from '@switchboard/shared/types';
import { useTestSpeechCredentialMutation, type SpeechScope } from './api';
import { testFailure } from './status';

export interface LiveTest {
  testing: boolean;
  result?: SpeechCredentialTestResult;
  /** the test call itself failed (no access, the API is down) */
  error?: string;
}

const CONCURRENCY = 2;

export function useCredentialTests(scope: SpeechScope | null) {
  const [test] = useTestSpeechCredentialMutation();
  const [live, setLive] = useState<Record<string, LiveTest>>({});
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const running = useRef(false);

  const runOne = useCallback(
    async (credential: Pick<SpeechCredential, 'speech_credential_sid' | 'vendor'>) => {
      const sid = credential.speech_credential_sid;
      if (!scope) return;
      setLive((prev) => ({ ...prev, [sid]: { ...prev[sid], testing: true } }));
      try {
        const result = await test({ scope, sid }).unwrap();
        setLive((prev) => ({ ...prev, [sid]: { testing: false, result } }));
      } catch (err) {
        setLive((prev) => ({ ...prev, [sid]: { testing: false, error: testFailure(credential, err) } }));
      }
    },
    [scope, test],
  );

  const runAll = useCallback(
    async (credentials: readonly Pick<SpeechCredential, 'speech_credential_sid' | 'vendor'>[]) => {
      if (running.current || credentials.length === 0) return;
      running.current = true;
      let done = 0;
      const total = credentials.length;
      setProgress({ done, total });
      const queue = [...credentials];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          await runOne(next);
          done += 1;
          setProgress({ done, total });
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, total) }, worker));
      running.current = false;
    },
    [runOne],
  );

  return { live, progress, runOne, runAll, busy: progress !== null && progress.done < progress.total };
}
