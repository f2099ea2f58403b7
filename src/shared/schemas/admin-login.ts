import { storableText, z } from './z'
import { signIn } from '../i18n/admin/signIn'

/** docs/product.md §16.5 Admin sign-in: no client validation on the admin login; the server only checks the shape. */
export const adminLoginSchema = z.object({
  email: z.pipe(storableText(), z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
  password: z.pipe(storableText(), z.string().check(z.minLength(1), z.maxLength(200))),
})

/** The sign-in's flashes; the words live in src/shared/i18n/admin/signIn.ts (docs/decisions/236). */
export const adminMessages = signIn.messages

/** The form that ends every session of the admin (docs/decisions/196). */
export const SIGN_OUT_EVERYWHERE = '/admin/sign-out-everywhere'
