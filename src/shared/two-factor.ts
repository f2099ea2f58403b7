// Two-factor sign-in for the admin (docs/decisions/155, 156): what its pages show, and their words.

/** The admin's two-factor page (and the dashboard's banner). */
export interface TwoFactorPage {
  enabled: boolean
  enabledAt: string | null
  /** Recovery codes not used yet (while on). */
  recoveryCodesLeft: number
  /** While enrolment is pending: the secret as text and its QR code, drawn on the server as SVG. */
  enrolment: { secret: string; qrSvg: string } | null
  /** REQUIRE_ADMIN_2FA: the admin cannot work until it is on. */
  required: boolean
  /** The dashboard shows a banner until two-factor is on (production on PostgreSQL, or when required). */
  nudge: boolean
}

export const TWO_FACTOR_PAGE = '/admin-dashboard/two-factor'
/** The sign-in's second step. */
export const SIGN_IN_CODE_PAGE = '/admin/code'

export const twoFactorMessages = {
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
} as const
