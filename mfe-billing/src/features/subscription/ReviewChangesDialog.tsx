// 'Review Changes' (modify mode): the new capacity and what the dry run says it costs — prorated now and monthly —
// before 'Confirm Changes' makes it.
import type { BillingChange } from '@switchboard/shared/types';
import { Button, Modal } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
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
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <Modal
      open={change !== null}
      title={t('subscription.confirmChanges')}
      onClose={onCancel}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('subscription.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {t('subscription.confirmChanges')}
          </Button>
        </>
      }
    >
      <p>{t('subscription.changesAtOnce')}</p>
      <ul>
        <li>{t('subscription.simultaneousCalls', { count: sessions })}</li>
        <li>{t('subscription.registeredDevices', { count: devices })}</li>
      </ul>
      {change ? <p>{reviewText(change, t)}</p> : null}
    </Modal>
  );
}
