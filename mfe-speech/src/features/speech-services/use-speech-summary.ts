// The list's status and 'Used by' for every API: Switchboard's summary (the last test with its reasons, the
// applications using each credential) where the API has it; elsewhere (jambonz) the same summary worked out here
// from the credentials' own test columns and the applications (speechSummaryOf in shared, the API's rule).
import { useMemo } from 'react';
import { useApiCapabilities } from '@switchboard/shared/api';
import type { SpeechCredential, SpeechCredentialSummary } from '@switchboard/shared/types';
import { speechSummaryOf } from '@switchboard/shared/validation';
import { useGetSpeechSummaryQuery, useGetSpeechUsageListsQuery, type SpeechScope } from './api';

export interface SpeechSummaryState {
  data: SpeechCredentialSummary[] | undefined;
  isFetching: boolean;
  error: unknown;
}

export function useSpeechSummary(
  scope: SpeechScope | null,
  credentials: readonly SpeechCredential[] | undefined,
  options: { refetchOnMountOrArgChange?: boolean } = {},
): SpeechSummaryState {
  const capabilities = useApiCapabilities();
  const onServer = capabilities.has('speech-usage-summary');
  const summary = useGetSpeechSummaryQuery(scope ?? { sp: '' }, {
    ...options,
    skip: !scope || !capabilities.known || !onServer,
  });
  const lists = useGetSpeechUsageListsQuery(
    { scope: scope ?? { sp: '' }, listed: credentials ?? [] },
    { ...options, skip: !scope || !capabilities.known || onServer || !credentials },
  );
  const worked = useMemo(
    () =>
      credentials && lists.data
        ? speechSummaryOf(credentials, lists.data.applications, lists.data.known)
        : undefined,
    [credentials, lists.data],
  );
  if (onServer) return { data: summary.data, isFetching: summary.isFetching, error: summary.error };
  return { data: worked, isFetching: !capabilities.known || lists.isFetching, error: lists.error };
}
