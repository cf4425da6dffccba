// The Stripe object the card field and the payment code use when no publishable key is configured: the same interface
// `loadStripe` resolves to, as far as the portal uses it (`elements()`, a `card` element with mount / on / off /
// update / destroy, `createPaymentMethod`, `confirmCardPayment`), so `npm start` and the browser tests run the same
// components and code paths with no network to Stripe. It follows Stripe's test mode: only Stripe's documented test
// cards are accepted — which ones, the API's payment sandbox says (`GET /PaymentSandbox/TestCards`, asked once per
// page: the portal ships none) — and a card that asks for 3-D Secure shows a test authentication step. The card's
// number never leaves the page: a payment method is Stripe's test token for that card (`pm_card_visa…`) with the
// expiry typed.
import type { SandboxTestCard } from '@switchboard/shared/types';
import {
  CARD_MESSAGES,
  cardBrand,
  checkCard,
  formatCardNumber,
  formatExpiry,
  sandboxPaymentMethodToken,
  type CardInput,
} from '@switchboard/shared/validation';
import styles from './payment.module.css';

type Handler = (event: unknown) => void;

export interface SandboxChallenge {
  clientSecret: string;
  /** The customer completes (true) or fails (false) the test authentication. */
  resolve: (succeed: boolean) => void;
}

export interface SandboxStripeOptions {
  /** Tells the API's payment sandbox how the authentication step ended; resolves with the payment's status. */
  confirm: (clientSecret: string, succeed: boolean) => Promise<{ status: string; error?: string }>;
  /** Asks the API's payment sandbox for the test cards it accepts. */
  testCards: () => Promise<readonly SandboxTestCard[]>;
  /** For tests: the date card expiries are checked against. */
  now?: () => Date;
}

/** The `card` element: three inputs (number, expiry, CVC) in the container React gives it. */
export class SandboxCardElement {
  private readonly handlers = new Map<string, Set<Handler>>();
  private root: HTMLElement | null = null;
  private inputs: Record<keyof CardInput, HTMLInputElement> | null = null;
  private disabled = false;

  constructor(
    private readonly now: () => Date,
    private readonly testCards: () => Promise<readonly SandboxTestCard[]>,
  ) {}

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler?: Handler) {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
    return this;
  }

  private emit(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }

  values(): CardInput {
    return {
      number: this.inputs?.number.value ?? '',
      expiry: this.inputs?.expiry.value ?? '',
      cvc: this.inputs?.cvc.value ?? '',
    };
  }

  mount(target: HTMLElement | string) {
    const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!container) throw new Error('the card element has nowhere to mount');
    const group = document.createElement('div');
    group.className = styles.sandboxCard;
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', 'Card details');
    const input = (name: keyof CardInput, label: string, placeholder: string, autocomplete: string) => {
      const element = document.createElement('input');
      element.type = 'text';
      element.inputMode = 'numeric';
      element.setAttribute('autocomplete', autocomplete);
      element.placeholder = placeholder;
      element.setAttribute('aria-label', label);
      element.name = `sandbox-${name}`;
      element.className = styles[`sandbox-${name}`] ?? '';
      element.disabled = this.disabled;
      element.addEventListener('input', () => this.changed(name));
      element.addEventListener('focus', () => this.emit('focus', { elementType: 'card' }));
      element.addEventListener('blur', () => this.emit('blur', { elementType: 'card' }));
      group.append(element);
      return element;
    };
    this.inputs = {
      number: input('number', 'Card number', '1234 1234 1234 1234', 'cc-number'),
      expiry: input('expiry', 'Expiration date (MM / YY)', 'MM / YY', 'cc-exp'),
      cvc: input('cvc', 'Security code (CVC)', 'CVC', 'cc-csc'),
    };
    container.replaceChildren(group);
    this.root = group;
    // the test cards are asked for now, so they are there when the user types
    void this.testCards();
    queueMicrotask(() => this.emit('ready', this));
  }

  private changed(field: keyof CardInput) {
    const inputs = this.inputs;
    if (!inputs) return;
    if (field === 'number') inputs.number.value = formatCardNumber(inputs.number.value);
    if (field === 'expiry') inputs.expiry.value = formatExpiry(inputs.expiry.value);
    if (field === 'cvc') inputs.cvc.value = inputs.cvc.value.replace(/\D/g, '').slice(0, 4);
    const values = this.values();
    // (once the test cards are known: the events keep the order of the keystrokes)
    void this.testCards().then((cards) => {
      const check = checkCard(values, cards, this.now());
      this.emit('change', {
        elementType: 'card',
        empty: check.empty,
        complete: check.complete,
        brand: cardBrand(values.number),
        error: check.error
          ? { type: 'validation_error', code: 'invalid_card', message: check.error }
          : undefined,
        value: { postalCode: '' },
      });
    });
  }

  update(options: { disabled?: boolean } = {}) {
    if (options.disabled !== undefined) {
      this.disabled = options.disabled;
      for (const element of Object.values(this.inputs ?? {})) element.disabled = options.disabled;
    }
  }

  focus() {
    this.inputs?.number.focus();
  }

  blur() {
    (document.activeElement as HTMLElement | null)?.blur?.();
  }

  clear() {
    for (const element of Object.values(this.inputs ?? {})) element.value = '';
  }

  unmount() {
    this.root?.remove();
    this.root = null;
    this.inputs = null;
  }

  destroy() {
    this.unmount();
    this.handlers.clear();
  }
}

/** A failure as Stripe.js reports it. */
const failure = (message: string, type = 'validation_error', code = 'invalid_card') => ({
  error: { type, code, message },
});

export class SandboxStripe {
  /** What the portal may show about it (e.g. a "test mode" hint). */
  readonly sandbox = true;
  private readonly listeners = new Set<(challenge: SandboxChallenge | null) => void>();
  private readonly now: () => Date;
  private element: SandboxCardElement | null = null;
  private testCardList: Promise<readonly SandboxTestCard[]> | null = null;

  constructor(private readonly options: SandboxStripeOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** The sandbox's test cards, asked for once; none when it cannot say (then every card is refused). */
  private testCards(): Promise<readonly SandboxTestCard[]> {
    this.testCardList ??= this.options.testCards().catch(() => []);
    return this.testCardList;
  }

  elements() {
    return {
      create: (type: string) => {
        if (type !== 'card')
          throw new Error(`the payment sandbox has only the card element (asked for "${type}")`);
        this.element = new SandboxCardElement(this.now, () => this.testCards());
        return this.element;
      },
      getElement: (type: unknown) => {
        const name =
          typeof type === 'string' ? type : (type as { __elementType?: string } | null)?.__elementType;
        return name === 'card' ? this.element : null;
      },
      update: () => undefined,
      submit: async () => ({}),
    };
  }

  /** The test authentication a card asks for: the portal renders it while one is waiting. */
  onChallenge(listener: (challenge: SandboxChallenge | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private challenge(value: SandboxChallenge | null) {
    for (const listener of this.listeners) listener(value);
  }

  async createPaymentMethod(params: { type?: string; card?: SandboxCardElement | null }) {
    const element = params.card ?? this.element;
    if (!element) return failure(CARD_MESSAGES.incompleteNumber);
    const values = element.values();
    const check = checkCard(values, await this.testCards(), this.now(), true);
    if (!check.complete || !check.card)
      return failure(
        check.error ?? CARD_MESSAGES.incompleteNumber,
        check.error === CARD_MESSAGES.liveCard ? 'card_error' : 'validation_error',
      );
    const { card, expMonth = 12, expYear = 2030 } = check;
    return {
      paymentMethod: {
        id: sandboxPaymentMethodToken(card, expMonth, expYear, Math.random().toString(36).slice(2, 10)),
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: card.number.slice(-4), exp_month: expMonth, exp_year: expYear },
      },
    };
  }

  /** Shows the test authentication step, then tells the API how it ended (Stripe.js does this with Stripe). */
  confirmCardPayment(clientSecret: string) {
    return new Promise<{
      paymentIntent?: { id: string; status: string };
      error?: { type: string; code: string; message: string };
    }>((resolve) => {
      this.challenge({
        clientSecret,
        resolve: (succeed) => {
          this.challenge(null);
          this.options
            .confirm(clientSecret, succeed)
            .then((result) =>
              result.status === 'succeeded'
                ? resolve({ paymentIntent: { id: clientSecret.split('_secret_')[0], status: 'succeeded' } })
                : resolve(
                    failure(
                      result.error ?? CARD_MESSAGES.authenticationFailed,
                      'card_error',
                      'payment_intent_authentication_failure',
                    ),
                  ),
            )
            .catch((error: unknown) =>
              resolve(
                failure(
                  (error as { msg?: string })?.msg ?? CARD_MESSAGES.authenticationFailed,
                  'api_error',
                  'api_error',
                ),
              ),
            );
        },
      });
    });
  }

  async createToken() {
    return failure(
      'Tokens are not used: create a payment method instead.',
      'invalid_request_error',
      'not_supported',
    );
  }

  _registerWrapper() {}

  registerAppInfo() {}
}

export function createSandboxStripe(options: SandboxStripeOptions): SandboxStripe {
  return new SandboxStripe(options);
}
