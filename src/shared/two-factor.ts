// Two-factor sign-in for the admin (docs/decisions/155, 156): what its pages show, and their words.
import { signIn } from './i18n/admin/signIn'

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

/** The words live in src/shared/i18n/admin/signIn.ts (docs/decisions/236). */
export const twoFactorMessages = signIn.twoFactor
