// The host's user-facing texts (docs/product/shell.md#sign-in, #session-end, #messages), exactly as written there.
import { LOGIN_MESSAGES } from '@switchboard/shared/config';

export const HOST_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in and try again.',
  signedOut: "You've successfully logged out.",
  loginIncorrect: LOGIN_MESSAGES.incorrect,
  loginServerError: LOGIN_MESSAGES.serverError,
  notFound: "That page doesn't exist.",
  unexpectedError: 'Unexpected Application Error!',
  forgotPasswordSent:
    'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.',
  /** Shown in the menu while a remote's declaration could not be read (its items are missing). */
  addedServiceProvider: (name: string) => `Added new service provider ${name}`,
} as const;
