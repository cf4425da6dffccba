// The English of the signed-in portal's own screens — the password and two-factor pages, the service-provider picker,
// the frame's words — apart from the shell's namespace, which the sign-in page loads: these come with the portal
// chunk (docs/architecture.md#translation). The spec's texts as written.

export const SESSION_TEXTS = {
  forgotTitle: 'Forgot password',
  email: 'Email',
  sendLink: 'Send me a reset password link',
  accountHelp: 'Account help',
  backToLogIn: 'Back to Log in',
  resetTitle: 'Reset Password',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  sendNewLink: 'Send me a new link',
  checkingLink: 'Checking the reset link',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  save: 'Save',
  savePassword: 'Save password',
  createTitle: 'Create password',
  createText: 'You must create a new password before you continue.',
  loadingRules: 'Loading the password rules',
} as const;

export const SERVICE_PROVIDER_TEXTS = {
  label: 'Service provider',
  loading: 'Loading…',
  add: 'Add service provider',
  name: 'Service provider name',
  cancel: 'Cancel',
} as const;

export const FRAME_TEXTS = {
  byoServices: 'BYO Services',
  goToPortal: 'Go to the portal',
  loading: 'Loading…',
} as const;

/** The areas' names in the About dialog and the override banner; a partner's area shows its id capitalised. */
export const AREA_NAMES = {
  identity: 'Identity',
  telephony: 'Telephony',
  speech: 'Speech',
  observability: 'Observability',
  billing: 'Billing',
} as const;
