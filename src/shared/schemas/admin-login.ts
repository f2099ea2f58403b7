import { storableText, z } from './z'

/** docs/product.md §16.5 Admin sign-in: no client validation on the admin login; the server only checks the shape. */
export const adminLoginSchema = z.object({
  email: z.pipe(storableText(), z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  password: z.pipe(storableText(), z.string().check(z.minLength(1), z.maxLength(200))),
})

export const adminMessages = {
  loginSuccess: 'Login Successfull !!',
  loginFailed: 'Invalid email or password',
  loggedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out everywhere: every browser and every API token. Sign in again to go on.',
} as const

/** The form that ends every session of the admin (docs/decisions/196). */
export const SIGN_OUT_EVERYWHERE = '/admin/sign-out-everywhere'
