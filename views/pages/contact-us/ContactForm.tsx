import { useEffect, useRef, useState, type FormEvent } from 'react'
import { navigate } from 'vike/client/router'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { timings, textLimits } from '../../../src/shared/content/business'
import { CONTACT_FORM, contactCopy, contactLoanTypes } from '../../../src/shared/content/contact'
import { HONEYPOT_FIELD, readForm, validateWith, type FieldErrors } from '../../../src/shared/forms'
import { contactSchema } from '../../../src/shared/schemas/contact'
import { Field, Honeypot, SelectField, TextareaField } from '../../components/Field'
import { Icon } from '../../components/Icon'
import { useFormState } from '../../hooks/use-form-state'

type Phase = 'idle' | 'submitting' | 'sent'

const API = '/api/v1/admin/contact-us'

const validate = (data: Record<string, string>) => validateWith(contactSchema, data)

/**
 * A plain POST form that works without JavaScript (422 re-render, 303 to the success view). With
 * JavaScript it checks the same schema first, then sends the JSON call and stays on the page.
 */
export function ContactForm() {
  const server = useFormState(CONTACT_FORM)
  const { formState } = usePageContext()
  const sentByServer = formState?.form === CONTACT_FORM && formState.status === 'success'
  const [phase, setPhase] = useState<Phase>(sentByServer ? 'sent' : 'idle')
  const [sentHere, setSentHere] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(server.errors)
  const [problem, setProblem] = useState<string | undefined>(sentByServer ? undefined : server.message)
  // A new key remounts the fields empty: form.reset() would bring back a 422 page's typed values.
  const [formKey, setFormKey] = useState(0)
  const values = formKey === 0 && !sentByServer ? server.values : {}
  const bannerRef = useRef<HTMLDivElement>(null)
  // Marks the form once React handles its submit (before that, a click posts the plain form).
  const enhanced = useHydrated()

  useEffect(() => {
    if (!sentHere) return
    bannerRef.current?.focus()
    const timer = setTimeout(() => void navigate('/'), timings.contactRedirectMs)
    return () => clearTimeout(timer)
  }, [sentHere])

  function showErrors(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (phase === 'submitting') return
    const form = event.currentTarget
    const data = readForm(form)
    const found = validate(data)
    if (Object.keys(found).length > 0) {
      setProblem(contactCopy.invalid)
      return showErrors(form, found)
    }
    setProblem(undefined)
    setErrors({})
    setPhase('submitting')
    try {
      const res = await fetch(API, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      })
      if (res.status === 201) {
        setPhase('sent')
        setSentHere(true)
        setFormKey((k) => k + 1)
        return
      }
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors }
      if (res.status === 400 && body.errors) showErrors(form, body.errors)
      setProblem(res.status === 400 || res.status === 429 ? (body.message ?? contactCopy.failure) : contactCopy.failure)
    } catch {
      setProblem(contactCopy.failure)
    }
    setPhase('idle')
  }

  // After a failed check, each field's message updates as the visitor corrects it.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (!errors[name]) return
    const next = validate(readForm(event.currentTarget))
    setErrors((prev) => {
      const copy = { ...prev }
      if (next[name]) copy[name] = next[name]
      else delete copy[name]
      return copy
    })
  }

  const sent = phase === 'sent'
  return (
    <>
      <div role="status" className="form-status">
        {sent && (
          <div className="notice notice-success contact-success" ref={bannerRef} tabIndex={-1}>
            <span className="success-icon">
              <Icon name="check" size={22} />
            </span>
            <div>
              <p>{contactCopy.success}</p>
              <p className="notice-detail">{contactCopy.redirecting}</p>
            </div>
          </div>
        )}
      </div>
      <div role="alert" className="form-status">
        {problem && <p className="notice notice-error">{problem}</p>}
      </div>
      <form key={formKey} method="post" action="/contact-us#contact-form" noValidate onSubmit={onSubmit} onInput={onInput} aria-busy={phase === 'submitting'} data-enhanced={enhanced || undefined}>
        <div className="form-grid">
          <Field name="FirstName" label="First Name" error={errors.FirstName} defaultValue={values.FirstName} required maxLength={textLimits.name} autoComplete="given-name" />
          <Field name="LastName" label="Last Name (optional)" error={errors.LastName} defaultValue={values.LastName} maxLength={textLimits.name} autoComplete="family-name" />
          <Field
            name="MobileNumber"
            label="Mobile Number"
            hint="10 digits, without +91 or 0"
            error={errors.MobileNumber}
            defaultValue={values.MobileNumber}
            required
            type="tel"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
          />
          <Field name="City" label="City" error={errors.City} defaultValue={values.City} required maxLength={textLimits.name} autoComplete="address-level2" />
          <SelectField name="LoanType" label="Loan Type" error={errors.LoanType} defaultValue={values.LoanType ?? ''} required>
            <option value="">Select a loan type</option>
            {contactLoanTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <Field name="Email" label="Email (optional)" error={errors.Email} defaultValue={values.Email} type="email" maxLength={254} autoComplete="email" />
          <div className="form-wide">
            <TextareaField
              name="Message"
              label="Message (optional)"
              hint="Tell us the amount you need and anything we should know."
              error={errors.Message}
              defaultValue={values.Message}
              maxLength={textLimits.message}
              rows={4}
            />
          </div>
        </div>
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="form-actions">
          <button type="submit" className="btn btn-accent" disabled={phase === 'submitting'}>
            {phase === 'submitting' ? contactCopy.submitting : contactCopy.submit}
          </button>
          <p className="form-privacy">
            We use your details only to answer this enquiry. Read our <a href="/privacypolicy">Privacy Policy</a>.
          </p>
        </div>
      </form>
    </>
  )
}
