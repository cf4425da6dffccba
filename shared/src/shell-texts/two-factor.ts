// Two-factor sign-in's texts, without zod: the sign-in page (lean) shows some of them.
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeInvalid: 'The code is not correct',
  alreadyOn: 'Two-factor sign-in is already on: turn it off first to set it up again',
  notStarted: 'Start the set-up first: no two-factor secret is waiting for a code',
  notOn: 'Two-factor sign-in is not on',
  required: 'Your service provider requires two-factor sign-in: it cannot be turned off',
  tooLate: 'The sign-in took too long: log in again',
} as const;

/** Two-factor sign-in is on, with the recovery codes left: for one code and for any other count. */
export const TWO_FACTOR_ON = {
  one: 'Two-factor sign-in is on. {{count}} recovery code left.',
  other: 'Two-factor sign-in is on. {{count}} recovery codes left.',
} as const;

/** What the portal's two-factor screens say (docs/product/identity.md#two-factor-sign-in). */
export const TWO_FACTOR_TEXTS = {
  title: 'Two-factor sign-in',
  loading: 'Loading two-factor sign-in',
  off: 'Two-factor sign-in is off: a password is all it takes to sign in as you.',
  requiredNote: 'Your service provider requires it.',
  turnOn: 'Set up two-factor sign-in',
  turnOff: 'Turn off two-factor sign-in',
  turnedOff: 'Two-factor sign-in is off',
  reset: 'Reset two-factor sign-in',
  resetHint:
    'For a user who lost their phone: they set it up again (at their next sign-in, where it is required).',
  resetDone: (name: string) => `Two-factor sign-in of ${name} was reset`,
  policyLabel: 'Require two-factor sign-in for every user of this service provider',
  policySaved: 'Two-factor requirement saved',
  setupPageTitle: 'Set up two-factor sign-in',
  setupPageText: 'Your service provider requires two-factor sign-in. Set it up to continue.',
  signInCode: 'Authentication code',
  signInCodeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  verify: 'Verify',
  back: 'Back to Log in',
} as const;

/**
 * The set-up form (shared/src/admin/TwoFactorSetup.tsx, on the user's own page and on the host's page for users whose
 * provider requires it): the QR code and key, the code to confirm, the recovery codes. Its own translation namespace.
 */
export const TWO_FACTOR_SETUP_TEXTS = {
  form: TWO_FACTOR_TEXTS.turnOn,
  preparing: 'Preparing two-factor sign-in',
  scan: 'Scan this QR code with an authenticator app (or type the key into it), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  key: 'Key',
  secretKey: 'Secret key',
  code: 'Code from the app',
  confirm: 'Turn on',
  enabled: 'Two-factor sign-in is on',
  recoveryTitle: 'Recovery codes',
  recoveryNote:
    'Each of these codes signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  done: 'Done',
  codeRequired: TWO_FACTOR_MESSAGES.codeRequired,
  codeInvalid: TWO_FACTOR_MESSAGES.codeInvalid,
} as const;
