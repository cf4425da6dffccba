// The host's user-facing texts (spec core §2, §4, §8), exactly as written there.
export const HOST_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in and try again.',
  signedOut: "You've successfully logged out.",
  loginIncorrect: 'Login credentials are incorrect',
  // §8 only says "a server error message" for a 500 from sign-in.
  loginServerError: 'The server encountered an error, please try again later',
  notFound: "That page doesn't exist.",
  unexpectedError: 'Unexpected Application Error!',
  forgotPasswordSent:
    'A password reset email has been sent to your email. Please check your inbox (and, possibly, spam folder) and follow the instructions to reset your password.',
  addedServiceProvider: (name: string) => `Added new service provider ${name}`,
  serviceProviderNameTaken: (name: string) => `A service provider named '${name}' already exists`,
} as const;
