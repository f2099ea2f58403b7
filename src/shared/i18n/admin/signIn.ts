// The admin's sign-in and two-factor words (docs/decisions/155, 156, 236): English, in one place.

export const signIn = {
  /** The sign-in and sign-out flashes (src/shared/schemas/admin-login.ts). */
  messages: {
    loginSuccess: 'Login Successfull !!',
    loginFailed: 'Invalid email or password',
    loggedOut: 'You have been signed out.',
    signedOutEverywhere: 'You have been signed out everywhere: every browser and every API token. Sign in again to go on.',
  },
  /** Two-factor sign-in (src/shared/two-factor.ts). */
  twoFactor: {
    codeMissing: 'Enter the six-digit code from your authenticator app, or a recovery code.',
    codeWrong: 'That code is not right. Enter the newest code from your authenticator app, or an unused recovery code.',
    enrolCodeWrong: 'That code is not right. Enter the newest code your authenticator app shows for this account.',
    apiCodeMissing:
      'Two-factor sign-in is on for this account: send the six-digit code from the authenticator app, or a recovery code, as "code".',
    apiEnrolFirst: 'Two-factor sign-in is required: turn it on from the dashboard before asking for an API token.',
    recoveryOnly:
      'Too many wrong codes today. From here, only a recovery code signs you in until tomorrow; a browser you signed in from before can still use the app.',
    signInExpired: 'Your sign-in took too long. Please enter your e-mail and password again.',
    passwordMissing: 'Enter your password: it confirms that it is you who changes how this account signs in.',
    passwordWrong: 'That password is not right.',
    switchedOn: 'Two-factor sign-in is on.',
    switchedOff: 'Two-factor sign-in is off. API tokens were revoked.',
    required: 'Two-factor sign-in is required for this account. Turn it on to continue.',
    nudge: 'Protect the admin account with a second factor: turn on two-factor sign-in.',
  },
} as const
