// The pcap download of a call's INVITE dialog, shown only when the capture store has it (GET …/RecentCalls/:id).
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { Button } from '@switchboard/shared/ui';
import { useState } from 'react';
import { useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { ownerPath, saveFile, useFetchFile, useGetSipCaptureQuery, type CallsOwner } from './api';

export function PcapButton({ owner, sipCallId }: { owner: CallsOwner; sipCallId: string }) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const capture = useGetSipCaptureQuery({ owner, sipCallId });
  const fetchFile = useFetchFile();
  const [busy, setBusy] = useState(false);
  if (!capture.data || capture.data.total <= 0) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(
            await fetchFile(
              `${ownerPath(owner)}/RecentCalls/${encodeURIComponent(sipCallId)}/invite/pcap`,
              `callid-${sipCallId}.pcap`,
            ),
          );
        } catch (error) {
          toast('error', toApiError(error).msg);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('call.downloadPcap')}
    </Button>
  );
}
