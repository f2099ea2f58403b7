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
  /** The two-factor page (views/pages/admin-dashboard/two-factor). */
  twoFactorPage: {
    eyebrow: 'Admin',
    title: 'Two-factor sign-in',
    intro:
      'A second step at sign-in: after the password, a six-digit code from an app on your phone. Someone who learns the password still cannot get in.',
    password: 'Your password',
    startAgain: 'Start again with a new key',
    start: 'Set up two-factor sign-in',
    recoveryTitle: 'Your recovery codes',
    recoveryIntro: 'Each code signs you in once when your phone is not at hand. Print them or keep them in a password manager now: ',
    recoveryOnce: 'they are not shown again.',
    saved: 'I have saved them',
    enrolTitle: 'Set up your authenticator app',
    scan: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).',
    qrLabel: 'QR code of the sign-in key',
    typeKey: 'Or type this key into the app, as a time-based key:',
    enterCode:
      'Enter the six-digit code the app now shows, to check that it works, and your password. Two-factor sign-in switches on with them.',
    codeFromApp: 'Code from the app',
    switchOn: 'Switch on two-factor sign-in',
    everywhereTitle: 'Sign out everywhere',
    everywhereIntro:
      "Ends the admin's sessions in every browser, this one too, and every API token. Use it when a phone or computer is lost, or the password may be known to someone else.",
    everywhere: 'Sign out everywhere',
    on: 'On',
    since: ' since {at}',
    codesLeft: 'Recovery codes left: ',
    ofTen: ' of 10.',
    switchOffTitle: 'Switch it off',
    switchOffIntro: 'Enter a code from your app, or a recovery code. Switching off also ends every API token.',
    code: 'Code',
    switchOff: 'Switch off two-factor sign-in',
    off: 'Off',
    offIntro: 'You need a phone with an authenticator app. Setting up takes a minute; you get ten recovery codes at the end.',
  },
  /** The sign-in page (views/pages/admin/+Page.tsx). */
  login: {
    title: 'Admin Login',
    lead: 'Sign in to manage the blog and see new applications and enquiries.',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
  },
  /** The sign-in's second step (views/pages/admin/code/+Page.tsx). */
  code: {
    title: 'Enter your code',
    lead: 'Open your authenticator app and enter the six-digit code it shows for {brand}.',
    label: 'Code',
    hint: 'No phone at hand? Enter one of your recovery codes, such as k7mqp-x3rtn. Each works once.',
    submit: 'Sign in',
    restart: 'Start again with another account',
  },
} as const
