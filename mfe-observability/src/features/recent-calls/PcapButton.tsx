// The pcap download of a call's INVITE dialog, shown only when the capture store has it (GET …/RecentCalls/:id).
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { Button } from '@switchboard/shared/ui';
import { useDownloadFileMutation, useGetSipCaptureQuery, ownerPath, type CallsOwner } from './api';

export function saveFile(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function PcapButton({ owner, sipCallId }: { owner: CallsOwner; sipCallId: string }) {
  const capture = useGetSipCaptureQuery({ owner, sipCallId });
  const [download, state] = useDownloadFileMutation();
  if (!capture.data || capture.data.total <= 0) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={state.isLoading}
      onClick={async () => {
        try {
          const file = await download({
            path: `${ownerPath(owner)}/RecentCalls/${encodeURIComponent(sipCallId)}/invite/pcap`,
            fileName: `callid-${sipCallId}.pcap`,
          }).unwrap();
          saveFile(file.url, file.fileName);
        } catch (error) {
          toast('error', toApiError(error).msg);
        }
      }}
    >
      Download pcap
    </Button>
  );
}
