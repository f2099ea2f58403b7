import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { timings } from '#src/shared/content/business'
import { CONTACT_FORM, contactLoanTypes } from '#src/shared/content/contact'
import { HONEYPOT_FIELD } from '#src/shared/forms'
import { contactInputs, contactSchema } from '#src/shared/schemas/contact'
import { Field, Honeypot, SelectField, TextareaField } from '#views/components/Field'
import { Icon } from '#views/components/Icon'
import { useFormState } from '#views/hooks/use-form-state'
import { useJsonForm } from '#views/hooks/use-json-form'
import { useHref } from '#views/i18n/use-i18n'
import type { Data } from './+data'

/**
 * A plain POST form that works without JavaScript (422 re-render, 303 to the success view). With
 * JavaScript it checks the same schema first, then posts the same body asking for JSON, and stays on the page.
 * Its words come from the page's `contact` and `formErrors` parts, which travel with the island: the
 * schema's message keys are worded from `formErrors`, and the server answers in the page's language
 * (docs/i18n.md, docs/decisions/227).
 */
export function ContactForm() {
  const server = useFormState(CONTACT_FORM)
  const { formState, messages } = usePageContext()
  const t = messages.contact
  const href = useHref()
  const home = href('/')
  const sentByServer = formState?.form === CONTACT_FORM && formState.status === 'success'
  const [sentHere, setSentHere] = useState(false)
  const sent = sentByServer || sentHere
  // A new key remounts the fields empty: form.reset() would bring back a 422 page's typed values.
  const [formKey, setFormKey] = useState(0)
  // A consultation link's loan type and amount fill the form until the visitor sends or changes it (docs/decisions/147).
  const { prefill } = useData<Data>()
  const values = formKey === 0 && !sentByServer ? { ...prefill, ...server.values } : {}
  const form = useJsonForm({
    schema: contactSchema,
    words: messages.formErrors,
    copy: t.copy,
    initial: { errors: server.errors, message: sentByServer ? undefined : server.message },
    onCreated: () => {
      setSentHere(true)
      setFormKey((k) => k + 1)
    },
  })
  const { errors, problem, submitting, onSubmit, recheck } = form
  const bannerRef = useRef<HTMLDivElement>(null)
  // Marks the form once React handles its submit (before that, a click posts the plain form).
  const enhanced = useHydrated()

  useEffect(() => {
    if (!sentHere) return
    bannerRef.current?.focus()
    const timer = setTimeout(() => window.location.assign(home), timings.contactRedirectMs)
    return () => clearTimeout(timer)
  }, [sentHere, home])

  function onInput(event: FormEvent<HTMLFormElement>) {
    recheck(event.currentTarget, (event.target as HTMLInputElement).name)
  }

  return (
    <>
      <div role="status" className="form-status">
        {sent && (
          <div className="notice notice-success contact-success" ref={bannerRef} tabIndex={-1}>
            <span className="success-icon">
              <Icon name="check" size={22} />
            </span>
            <div>
              <p>{t.copy.success}</p>
              <p className="notice-detail">{t.copy.redirecting}</p>
            </div>
          </div>
        )}
      </div>
      <div role="alert" className="form-status">
        {problem && <p className="notice notice-error">{problem}</p>}
      </div>
      <form
        key={formKey}
        method="post"
        action={href('/contact-us#contact-form')}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        aria-busy={submitting}
        data-enhanced={enhanced || undefined}
      >
        <ContactFields values={values} errors={errors} />
        <Honeypot name={HONEYPOT_FIELD} label={t.honeypot} />
        <div className="form-actions">
          <button type="submit" className="btn btn-accent" disabled={submitting}>
            {submitting ? t.copy.submitting : t.copy.submit}
          </button>
          <p className="form-privacy">
            {t.privacyBefore}
            <a href={href('/privacypolicy')}>{t.privacyLink}</a>
            {t.privacyAfter}
          </p>
        </div>
      </form>
    </>
  )
}

/** The enquiry's fields, with the values they came back with and their messages. */
function ContactFields({ values, errors }: { values: Record<string, string | undefined>; errors: Record<string, string | undefined> }) {
  const t = usePageContext().messages.contact
  return (
    <div className="form-grid">
      <Field
        name="FirstName"
        label={t.fields.firstName}
        error={errors.FirstName}
        defaultValue={values.FirstName}
        autoComplete="given-name"
        {...contactInputs.FirstName}
      />
      <Field
        name="LastName"
        label={t.fields.lastName}
        error={errors.LastName}
        defaultValue={values.LastName}
        autoComplete="family-name"
        {...contactInputs.LastName}
      />
      <Field
        name="MobileNumber"
        label={t.fields.mobileNumber}
        hint={t.fields.mobileNumberHint}
        error={errors.MobileNumber}
        defaultValue={values.MobileNumber}
        type="tel"
        autoComplete="tel-national"
        {...contactInputs.MobileNumber}
      />
      <Field
        name="City"
        label={t.fields.city}
        error={errors.City}
        defaultValue={values.City}
        autoComplete="address-level2"
        {...contactInputs.City}
      />
      <SelectField name="LoanType" label={t.fields.loanType} error={errors.LoanType} defaultValue={values.LoanType ?? ''} required>
        <option value="">{t.fields.chooseLoanType}</option>
        {contactLoanTypes.map((type) => (
          <option key={type} value={type}>
            {t.loanTypes[type]}
          </option>
        ))}
      </SelectField>
      <Field
        name="Email"
        label={t.fields.email}
        error={errors.Email}
        defaultValue={values.Email}
        type="email"
        autoComplete="email"
        {...contactInputs.Email}
      />
      <div className="form-wide">
        <TextareaField
          name="Message"
          label={t.fields.message}
          hint={t.fields.messageHint}
          error={errors.Message}
          defaultValue={values.Message}
          {...contactInputs.Message}
          rows={4}
        />
      </div>
    </div>
  )
}
