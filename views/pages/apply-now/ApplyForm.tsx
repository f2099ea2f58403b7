import { APPLY_FORM } from '#src/shared/content/apply'
import { loanLimits } from '#src/shared/content/business'
import { consentFields, consentPurposes, noticeVersionWords } from '#src/shared/content/consent'
import { stateNames, statesAndCities } from '#src/shared/content/states'
import { formatInr } from '#src/shared/format/inr'
import { HONEYPOT_FIELD } from '#src/shared/forms'
import { fill } from '#src/shared/i18n/fill'
import { applyInputs, genders, loanPurposes } from '#src/shared/schemas/loan-application'
import { Field, Honeypot, SelectField } from '#views/components/Field'
import { useFormState } from '#views/hooks/use-form-state'
import { dataName } from '#src/shared/i18n/data-name'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { APPLY_LOCKS } from './apply-locks'

/**
 * A plain POST form (422 with messages and values, 303 to / on success), rendered on the server only.
 * live-apply.ts, loaded with the page, adds what JavaScript adds: city waits for a state, the terms box
 * waits for the 13 fields, the same schema checks first, then the same POST as JSON (docs/decisions/148).
 * A Hindi page posts to /hi/apply-now and shows Hindi names for the values the form sends in English
 * (purposes, states, cities): the schema's values (docs/decisions/176).
 */
export function ApplyForm({ prefillAmount, loanType }: { prefillAmount: string; loanType: string }) {
  const { message } = useFormState(APPLY_FORM)
  const { t, live, href } = useApplyForm()
  return (
    <>
      <div role="alert" className="apply-status">
        {message && <p className="notice notice-error">{message}</p>}
      </div>
      <form method="post" action={href('/apply-now')} noValidate id="apply-form" data-done={href('/')}>
        <LoanFieldset prefillAmount={prefillAmount} />

        <PersonalFieldset />

        <OptionalConsents />

        <TermsConsent />

        <input type="hidden" name="loanType" value={loanType} />
        <Honeypot name={HONEYPOT_FIELD} label={t.honeypot} />
        <div className="apply-actions">
          <button type="submit" className="btn btn-primary">
            {live.submit}
          </button>
          <p>{t.noScore}</p>
        </div>
      </form>
    </>
  )
}

/** What every part of the form reads: the server's answer (values and messages) and the page's words. */
function useApplyForm() {
  const { values, errors } = useFormState(APPLY_FORM)
  const messages = useMessages()
  const t = messages.apply
  const live = messages.applyLive
  const href = useHref()
  const locale = useLocale()
  const name = (value: string) => dataName(t.names, locale, value)
  // A typed field's name, its message, the value it came back with, and its HTML constraints from the schema's side.
  const typed = (field: keyof typeof applyInputs) => ({
    name: field,
    error: errors[field],
    defaultValue: values[field],
    ...applyInputs[field],
  })
  return { values, errors, t, live, href, locale, name, typed }
}

/** Part 1, the loan: amount, monthly income and purpose. */
function LoanFieldset({ prefillAmount }: { prefillAmount: string }) {
  const { amountNote } = useData<Data>()
  const { values, errors, t, href, name, typed } = useApplyForm()
  return (
    <fieldset className="apply-fieldset">
      <legend>
        <span className="apply-legend-num" aria-hidden="true">
          1
        </span>
        {t.legends.loan}
      </legend>
      {amountNote && (
        <p className="notice apply-amount-note" id="apply-amount-note">
          {amountNote.text} <a href={href(amountNote.href)}>{amountNote.linkText}</a>
        </p>
      )}
      <div className="apply-grid">
        <Field
          {...typed('loanAmount')}
          label={t.labels.loanAmount}
          defaultValue={values.loanAmount ?? prefillAmount}
          placeholder={t.placeholders.loanAmount}
          hint={fill(t.hints.loanAmount, { min: formatInr(loanLimits.minAmount), max: formatInr(loanLimits.maxAmount) })}
        />
        <Field
          {...typed('monthlyIncome')}
          label={t.labels.monthlyIncome}
          placeholder={t.placeholders.monthlyIncome}
          hint={fill(t.hints.monthlyIncome, { min: formatInr(loanLimits.minMonthlyIncome) })}
        />
        <SelectField name="purpose" label={t.labels.purpose} error={errors.purpose} defaultValue={values.purpose ?? ''} required>
          <option value="">{t.choose.purpose}</option>
          {loanPurposes.map((p) => (
            <option key={p} value={p}>
              {name(p)}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  )
}

/** Part 2, the applicant: name, contacts, PAN, employer, PIN, gender, date of birth, state and city. */
function PersonalFieldset() {
  const { values, errors, t, name, typed } = useApplyForm()
  return (
    <fieldset className="apply-fieldset">
      <legend>
        <span className="apply-legend-num" aria-hidden="true">
          2
        </span>
        {t.legends.personal}
      </legend>
      <div className="apply-grid">
        <Field {...typed('fullName')} label={t.labels.fullName} autoComplete="name" />
        <Field {...typed('email')} label={t.labels.email} type="email" autoComplete="email" />
        <Field
          {...typed('panCard')}
          label={t.labels.panCard}
          placeholder="ABCDE1234F"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="apply-pan"
        />
        <Field
          {...typed('mobileNumber')}
          label={t.labels.mobileNumber}
          type="tel"
          autoComplete="tel-national"
          placeholder={t.placeholders.mobileNumber}
        />
        <Field {...typed('companyName')} label={t.labels.companyName} autoComplete="organization" />
        <Field {...typed('pinCode')} label={t.labels.pinCode} autoComplete="postal-code" />
        <SelectField name="gender" label={t.labels.gender} error={errors.gender} defaultValue={values.gender ?? ''} required>
          <option value="">{t.choose.gender}</option>
          {genders.map((g) => (
            <option key={g} value={g}>
              {t.genders[g]}
            </option>
          ))}
        </SelectField>
        <Field
          {...typed('dateOfBirth')}
          label={t.labels.dateOfBirth}
          placeholder={t.placeholders.dateOfBirth}
          autoComplete="bday"
          hint={t.hints.dateOfBirth}
        />
        <SelectField name="state" label={t.labels.state} error={errors.state} defaultValue={values.state ?? ''} required>
          <option value="">{t.choose.state}</option>
          {stateNames.map((s) => (
            <option key={s} value={s}>
              {name(s)}
            </option>
          ))}
        </SelectField>
        {/* Every state's cities, grouped; the server checks the pair, and the script offers the chosen state's alone. */}
        <SelectField name="city" label={t.labels.city} error={errors.city} defaultValue={values.city ?? ''} required>
          <option value="">{t.choose.city}</option>
          {stateNames.map((s) => (
            <optgroup key={s} label={name(s)} data-state={s}>
              {statesAndCities[s]!.map((c) => (
                <option key={c} value={c}>
                  {name(c)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
    </fieldset>
  )
}

/** The optional consents, one per purpose, unticked, and the notice that goes with them. */
function OptionalConsents() {
  const { values, t, locale } = useApplyForm()
  return (
    <>
      {/* Optional, unticked, one per purpose; the application is considered either way (docs/decisions/100). */}
      <fieldset className="apply-optional" aria-describedby="apply-optional-note">
        <legend>{t.consent.heading}</legend>
        <p className="apply-consent-text" id="apply-optional-note">
          {t.consent.optionalNote}
        </p>
        {consentPurposes.map((purpose) => (
          <div className="apply-check" key={purpose}>
            <input
              id={`f-${consentFields[purpose]}`}
              type="checkbox"
              name={consentFields[purpose]}
              value="on"
              defaultChecked={values[consentFields[purpose]] === 'on'}
            />
            <label htmlFor={`f-${consentFields[purpose]}`}>{t.consent.labels[purpose]}</label>
          </div>
        ))}
        <p className="apply-notice-heading">{t.consent.noticeHeading}</p>
        <ul className="apply-notice">
          {t.consent.notice.map((n) => (
            <li key={n.what}>
              <strong>{n.what}</strong>: {n.why}
            </li>
          ))}
        </ul>
        <p className="apply-notice-version">{fill(t.consent.version, noticeVersionWords(locale))}</p>
      </fieldset>
    </>
  )
}

/** The required box: the terms and the privacy notice the applicant agrees to. */
function TermsConsent() {
  const { values, errors, t, live, href } = useApplyForm()
  return (
    <div className={`apply-consent${errors.isChecked ? ' has-error' : ''}`}>
      <div className="apply-check">
        <input
          id="f-isChecked"
          type="checkbox"
          name="isChecked"
          value="on"
          defaultChecked={values.isChecked === 'on' || values.isChecked === 'true'}
          aria-invalid={errors.isChecked ? true : undefined}
          aria-describedby={`apply-consent-text${errors.isChecked ? ' f-isChecked-error' : ''}`}
        />
        <label htmlFor="f-isChecked">
          {t.terms.before}
          <a href={href('/termsandcondition')}>{t.terms.link}</a>
          {t.terms.after}
        </label>
      </div>
      <p className="apply-consent-text" id="apply-consent-text">
        {t.notice.collected} {t.notice.purpose} {t.notice.protection} {t.notice.readBefore}
        <a href={href('/privacypolicy')}>{t.notice.privacy}</a>
        {t.notice.readAnd}
        <a href={href('/termsandcondition')}>{t.notice.terms}</a>
        {t.notice.readAfter}
      </p>
      <p className="field-hint" id={APPLY_LOCKS.terms.id} hidden>
        {live.locks.terms}
      </p>
      <p className="field-error" id="f-isChecked-error" role="alert">
        {errors.isChecked ?? ''}
      </p>
    </div>
  )
}
