// While a payment or a plan change is in progress: a notice asking the user to stay, and the browser's own prompt if
// they try to leave or reload (docs/product/billing.md#upgrade).
import { useEffect } from 'react';
import { Modal, Spinner } from '@switchboard/shared/ui';

export const PROCESSING_TEXT = 'We are processing your request. Please stay on this page until it is done.';

export function ProcessingNotice({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return;
    const stay = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', stay);
    return () => window.removeEventListener('beforeunload', stay);
  }, [active]);
  return (
    <Modal
      open={active}
      title="Processing"
      dismissible={false}
      closeOnBackdrop={false}
      onClose={() => undefined}
      size="sm"
    >
      <div role="status" aria-live="polite">
        <Spinner decorative />
        <p>{PROCESSING_TEXT}</p>
      </div>
    </Modal>
  );
}
