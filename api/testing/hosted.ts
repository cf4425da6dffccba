// Hosted mode for component tests (the billing pages, the hosted account page): the API in memory with the payment
// sandbox (Stripe's test cards, api/src/dev/payment-sandbox), and an account signed up as a visitor does
// (`POST /register`, the code the API mailed, a SIP realm), upgraded and changed with sandbox cards as the card field
// makes them.
import { sessionFromToken, type SessionState } from '@switchboard/shared/store';
import { DEFAULT_SERVICE_PROVIDER_SID, type ContractApi, type ContractApiOptions } from './contract-api';
import {
  CALL_SESSION_PRODUCT_SID,
  DEVICE_PRODUCT_SID,
  SANDBOX_CALL_SESSION_PRICE,
  SANDBOX_DEVICE_PRICE,
} from './payment-sandbox';

/** The root domain hosted accounts get their SIP realm under. */
export const ROOT_DOMAIN = 'sip.example.com';

/** Hosted mode, payments in the sandbox, no background sweep. */
export const HOSTED: ContractApiOptions = {
  hosted: true,
  billing: { paymentSandbox: true, sweepIntervalMs: 0, rootDomain: ROOT_DOMAIN },
};

export interface HostedAccount {
  accountSid: string;
  userSid: string;
  email: string;
  token: string;
  /** the signed-in session, for `preloadedState` */
  session: { session: SessionState };
}

let counter = 0;

/** The verification code the API mailed to `email`. */
export async function mailedCode(api: ContractApi, email: string): Promise<string> {
  const mail = (await api.outbox()).filter((m) => String(m.to).includes(email)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? mail?.html ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  return code;
}

/**
 * A visitor's sign-up: the account (on its trial) and its user, the mailed code entered (unless `activate` is
 * false), and a SIP realm (`<subdomain>.sip.example.com`) unless `subdomain` is null.
 */
export async function signUp(
  api: ContractApi,
  {
    subdomain = 'acme',
    email,
    activate = true,
  }: { subdomain?: string | null; email?: string; activate?: boolean } = {},
): Promise<HostedAccount> {
  counter += 1;
  const address = email ?? `owner${counter}@example.com`;
  const body = await api.call<{ jwt: string; account_sid: string; user_sid: string }>(
    'POST',
    '/register',
    null,
    {
      service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
      provider: 'local',
      email: address,
      password: 'secret-pass',
      email_activation_code: '000000',
    },
  );
  if (activate)
    await api.call('PUT', `/ActivationCode/${await mailedCode(api, address)}`, body.jwt, {
      user_sid: body.user_sid,
      type: 'email',
    });
  if (subdomain)
    await api.call('POST', `/Accounts/${body.account_sid}/SipRealms/${subdomain}.${ROOT_DOMAIN}`, body.jwt);
  return {
    accountSid: body.account_sid,
    userSid: body.user_sid,
    email: address,
    token: body.jwt,
    session: { session: sessionFromToken(body.jwt) },
  };
}

/** The products of a subscription of `sessions` call sessions and `devices` additional devices. */
export const products = (sessions: number, devices = 0) => [
  { price_id: SANDBOX_CALL_SESSION_PRICE, product_sid: CALL_SESSION_PRODUCT_SID, quantity: sessions },
  { price_id: SANDBOX_DEVICE_PRICE, product_sid: DEVICE_PRODUCT_SID, quantity: devices },
];

/** A sandbox card as the card field makes it: the test card's Stripe name and its expiry. */
export const card = (kind: string) => `pm_card_${kind}-exp-12-2030-${(counter += 1)}`;

/** `POST /Subscriptions` as the account's user. */
export function subscribe(api: ContractApi, account: HostedAccount, body: Record<string, unknown>) {
  return api.call<{ status: string }>('POST', '/Subscriptions', account.token, body);
}

/** Upgrades the account to a paid plan, paid with a Visa test card. */
export async function upgrade(api: ContractApi, account: HostedAccount, sessions = 10, devices = 0) {
  const result = await subscribe(api, account, {
    action: 'upgrade-to-paid',
    payment_method_id: card('visa'),
    products: products(sessions, devices),
  });
  if (result.status !== 'success') throw new Error(`upgrade: ${JSON.stringify(result)}`);
}
