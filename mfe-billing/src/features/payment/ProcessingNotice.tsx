// While a payment or a plan change is in progress: a notice asking the user to stay, and the browser's own prompt if
// they try to leave or reload (docs/product/billing.md#upgrade).
import { useEffect } from 'react';
import { Modal, Spinner } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';

export function ProcessingNotice({ active }: { active: boolean }) {
  const { t } = useTranslation(BILLING_NAMESPACE);
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
      title={t('payment.processingTitle')}
      dismissible={false}
      closeOnBackdrop={false}
      onClose={() => undefined}
      size="sm"
    >
      <div role="status" aria-live="polite">
        <Spinner decorative />
        <p>{t('payment.processing')}</p>
      </div>
    </Modal>
  );
}
