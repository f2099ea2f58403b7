import { z } from './z'

/** SPEC.md §5: no client validation on the admin login; the server only checks the shape. */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
})

export const adminMessages = {
  loginSuccess: 'Login Successfull !!',
  loginFailed: 'Invalid email or password',
  loggedOut: 'You have been signed out.',
} as const
