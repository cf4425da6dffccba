// The messages between a test file (api/testing/contract-api.ts) and the worker thread running the API
// (api-thread.ts). Everything crosses as structured-clone data: requests and answers with their bytes.
import type { AppOptions } from '../../src/app';
import type { BillingOptions } from '../../src/areas/billing';

/**
 * How the API is built for a test file: the options of `buildApp` that are data (the clock, mailer and logger stay
 * the worker's), and `paymentSandbox` for hosted mode's payment provider (api/src/dev/payment-sandbox).
 */
export type ContractApiOptions = Omit<AppOptions, 'mailer' | 'logger' | 'now' | 'billing'> & {
  billing?: Omit<BillingOptions, 'provider' | 'localProvider' | 'cdrSource'> & { paymentSandbox?: boolean };
};

/** The seeded admin's password here (set, so the admin is not asked to change it first). */
export const ADMIN_PASSWORD = 'Adm1n-Passw0rd!';
/** The password of the other test users. */
export const USER_PASSWORD = 'Us3r-Passw0rd!';

/** The users every test may sign in as: the admin, and a user and a view-only user of the default SP and account. */
export const TEST_USERS = {
  admin: { scope: 'admin', isViewOnly: false },
  spuser: { scope: 'service_provider', isViewOnly: false },
  spviewer: { scope: 'service_provider', isViewOnly: true },
  acctuser: { scope: 'account', isViewOnly: false },
  acctviewer: { scope: 'account', isViewOnly: true },
} as const;
export type TestUser = keyof typeof TEST_USERS;

export interface InjectRequest {
  method: string;
  /** path and query, under /v1 */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

export interface InjectAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export interface RegisterStatus {
  status: 'ok' | 'fail';
  reason?: string;
  callId?: string;
}

export type Command =
  | { op: 'open'; options: ContractApiOptions }
  | { op: 'reset'; api: string }
  /** the mail the API sent since the last reset (its outbox) */
  | { op: 'outbox'; api: string }
  | { op: 'inject'; api: string; request: InjectRequest }
  /** what the SBC writes when a carrier registers (there is no API for it) */
  | { op: 'registerStatus'; api: string; carrierSid: string; status: RegisterStatus | null }
  /** prompts a feature server cached after synthesizing them (there is no API that adds any) */
  | { op: 'ttsCache'; api: string; accountSid: string | null; items: number }
  /** the API's clock moved by `offsetMs` from now (0: back to now) */
  | { op: 'clock'; api: string; offsetMs: number }
  /** what a media server writes when it records a call (there is no API for it) */
  | {
      op: 'recording';
      api: string;
      accountSid: string;
      callSid: string;
      /** yyyy/mm/dd of the recording's path */
      date: string;
      durationMs: number;
    };

export interface Opened {
  api: string;
  /** the test users' tokens */
  tokens: Record<TestUser, string>;
}

export type Reply =
  | { id: number; ok: true; value: unknown; blocked: string[] }
  | { id: number; ok: false; error: string; blocked: string[] };
