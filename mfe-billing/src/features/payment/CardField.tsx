// The card entry (docs/product/billing.md#card-entry): Stripe's CardElement in a labelled frame, with the card's own
// messages as the user types and the reason of a refusal below. Its number never reaches our API.
import { memo, useId, useState } from 'react';
import { CardElement } from '@stripe/react-stripe-js';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { cx } from '@switchboard/shared/ui';
import styles from './payment.module.css';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';

export interface CardFieldProps {
  label: string;
  /** A refusal to show under the field (the provider's reason). */
  error?: string | null;
  disabled?: boolean;
}

// `disabled` is always given: react-stripe-js passes on only the keys present, so leaving it out after a refusal
// would keep the field disabled and the user could not type another card.
const CARD_OPTIONS = { hidePostalCode: true, style: { base: { fontSize: '16px' } }, disabled: false };
const DISABLED_CARD_OPTIONS = { ...CARD_OPTIONS, disabled: true };

// Memoised: the subscription form re-renders on every keystroke in the price table; the card field need not.
export const CardField = memo(function CardField({ label, error, disabled = false }: CardFieldProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { stripePublishableKey } = useRuntimeConfig();
  const [typing, setTyping] = useState<string | null>(null);
  const { t } = useTranslation(BILLING_NAMESPACE);
  const shown = typing ?? error ?? null;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={cx(styles.cardFrame, shown ? styles.cardFrameInvalid : undefined)}>
        <CardElement
          options={disabled ? DISABLED_CARD_OPTIONS : CARD_OPTIONS}
          onChange={(event) => setTyping(event.error?.message ?? null)}
        />
      </div>
      {shown ? (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
      {stripePublishableKey ? null : <p className={styles.hint}>{t('payment.testMode')}</p>}
    </div>
  );
});
