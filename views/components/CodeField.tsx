import type { ReactNode } from 'react'
import { Field } from './Field'

/** The box for a six-digit code or a recovery code (docs/decisions/155): the phone's numeric keypad, and the code the OS offers. */
export function CodeField(props: { label: string; error?: string; hint?: ReactNode }) {
  return (
    <Field {...props} name="code" type="text" inputMode="numeric" autoComplete="one-time-code" spellCheck={false} maxLength={40} required />
  )
}
