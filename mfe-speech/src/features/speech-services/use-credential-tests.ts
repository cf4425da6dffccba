// Testing credentials from the list: one at a time on request, or all of them ('Test all') two at a time, each
// chip changing as its answer arrives; results stay on the page (the server keeps them too).
import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@switchboard/shared/api';
import type { SpeechCredentialTestResult } from '@switchboard/shared/types';
import { useTestSpeechCredentialMutation, type SpeechScope } from './api';

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
    async (sid: string) => {
      if (!scope) return;
      setLive((prev) => ({ ...prev, [sid]: { ...prev[sid], testing: true } }));
      try {
        const result = await test({ scope, sid }).unwrap();
        setLive((prev) => ({ ...prev, [sid]: { testing: false, result } }));
      } catch (err) {
        setLive((prev) => ({ ...prev, [sid]: { testing: false, error: toApiError(err).msg } }));
      }
    },
    [scope, test],
  );

  const runAll = useCallback(
    async (sids: readonly string[]) => {
      if (running.current || sids.length === 0) return;
      running.current = true;
      let done = 0;
      setProgress({ done, total: sids.length });
      const queue = [...sids];
      const worker = async () => {
        for (let sid = queue.shift(); sid; sid = queue.shift()) {
          await runOne(sid);
          done += 1;
          setProgress({ done, total: sids.length });
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, sids.length) }, worker));
      running.current = false;
    },
    [runOne],
  );

  return { live, progress, runOne, runAll, busy: progress !== null && progress.done < progress.total };
}
