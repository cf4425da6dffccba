// 'Review Changes' (modify mode): the new capacity and what the dry run says it costs — prorated now and monthly —
// before 'Confirm Changes' makes it.
import type { BillingChange } from '@switchboard/shared/types';
import { Button, Modal } from '@switchboard/shared/ui';
import { reviewText } from './subscription.rules';

export interface ReviewChangesDialogProps {
  change: BillingChange | null;
  sessions: number;
  devices: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ReviewChangesDialog({
  change,
  sessions,
  devices,
  busy,
  onCancel,
  onConfirm,
}: ReviewChangesDialogProps) {
  return (
    <Modal
      open={change !== null}
      title="Confirm Changes"
      onClose={onCancel}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            Confirm Changes
          </Button>
        </>
      }
    >
      <p>Your plan changes at once to:</p>
      <ul>
        <li>{sessions} simultaneous calls</li>
        <li>{devices} registered devices</li>
      </ul>
      {change ? <p>{reviewText(change)}</p> : null}
    </Modal>
  );
}
