// Stripe's <Elements> around the pages that take a card, with Stripe.js (publishable key configured) or the local
// sandbox object — and, for the sandbox, its test authentication step as a dialog of the UI kit.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { Button, Modal } from '@switchboard/shared/ui';
import type { SandboxChallenge, SandboxStripe } from './sandbox-stripe';
import { ELEMENTS_OPTIONS, isSandbox, sandboxStripe, stripeFor, type PortalStripe } from './stripe';
import { useConfirmSandboxPaymentMutation, useLazySandboxTestCardsQuery } from './api';

export function PaymentElements({ children }: { children: ReactNode }) {
  const { stripePublishableKey } = useRuntimeConfig();
  const [confirm] = useConfirmSandboxPaymentMutation();
  const [loadTestCards] = useLazySandboxTestCardsQuery();
  const confirmRef = useRef(confirm);
  const loadTestCardsRef = useRef(loadTestCards);
  useEffect(() => {
    confirmRef.current = confirm;
    loadTestCardsRef.current = loadTestCards;
  }, [confirm, loadTestCards]);
  // One Stripe object for the page's life (Elements must keep the same one).
  const [stripe] = useState<Promise<PortalStripe | null> | PortalStripe>(() =>
    stripePublishableKey
      ? stripeFor(stripePublishableKey)
      : sandboxStripe({
          confirm: (clientSecret, succeed) =>
            confirmRef
              .current({ client_secret: clientSecret, outcome: succeed ? 'succeed' : 'fail' })
              .unwrap(),
          testCards: () => loadTestCardsRef.current(undefined, true).unwrap(),
        }),
  );
  return (
    // The sandbox object has the interface of Stripe.js the portal uses; Elements takes it as it is.
    <Elements stripe={stripe as Parameters<typeof Elements>[0]['stripe']} options={ELEMENTS_OPTIONS}>
      {children}
      {isSandbox(stripe) ? <SandboxChallengeDialog stripe={stripe} /> : null}
    </Elements>
  );
}

/** The sandbox's stand-in for the bank's 3-D Secure page. */
function SandboxChallengeDialog({ stripe }: { stripe: SandboxStripe }) {
  const [challenge, setChallenge] = useState<SandboxChallenge | null>(null);
  useEffect(() => stripe.onChallenge(setChallenge), [stripe]);
  return (
    <Modal
      open={challenge !== null}
      title="Confirm this payment with your bank"
      role="alertdialog"
      dismissible={false}
      closeOnBackdrop={false}
      onClose={() => challenge?.resolve(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => challenge?.resolve(false)}>
            Fail authentication
          </Button>
          <Button onClick={() => challenge?.resolve(true)}>Complete authentication</Button>
        </>
      }
    >
      <p>
        Your card asks you to confirm this payment (3-D Secure). This is the payment sandbox: choose how the
        test authentication ends.
      </p>
    </Modal>
  );
}
