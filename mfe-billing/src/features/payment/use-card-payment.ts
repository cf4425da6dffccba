// Turning what was typed into the card field into a payment method (Stripe.js `createPaymentMethod`), and the
// confirmation a card may ask for (`confirmCardPayment`, 3-D Secure) — the same calls with Stripe and the sandbox.
import { useCallback } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { BILLING_MESSAGES } from '@switchboard/shared/validation';

export type PaymentMethodResult = { id: string } | { error: string };
export type ConfirmResult = { ok: true } | { error: string };

export function useCardPayment() {
  const stripe = useStripe();
  const elements = useElements();
  const ready = Boolean(stripe && elements);

  const createPaymentMethod = useCallback(async (): Promise<PaymentMethodResult> => {
    if (!stripe || !elements) return { error: BILLING_MESSAGES.genericError };
    const card = elements.getElement(CardElement);
    if (!card) return { error: BILLING_MESSAGES.genericError };
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    if (error || !paymentMethod) return { error: error?.message ?? BILLING_MESSAGES.genericError };
    return { id: paymentMethod.id };
  }, [stripe, elements]);

  const confirmCardPayment = useCallback(
    async (clientSecret: string): Promise<ConfirmResult> => {
      if (!stripe) return { error: BILLING_MESSAGES.genericError };
      const { error } = await stripe.confirmCardPayment(clientSecret);
      return error ? { error: error.message ?? BILLING_MESSAGES.genericError } : { ok: true };
    },
    [stripe],
  );

  return { ready, createPaymentMethod, confirmCardPayment };
}
