import { useEffect, useRef, useState, type FormEvent } from 'react'
import { APPLY_FORM, applyConsent, applyCopy } from '../../../src/shared/content/apply'
import { loanLimits, textLimits } from '../../../src/shared/content/business'
import { CONSENT_NOTICE_VERSION, consentCopy, consentFields, consentPurposes } from '../../../src/shared/content/consent'
import { citiesOf, stateNames, statesAndCities } from '../../../src/shared/content/states'
import { formatInr } from '../../../src/shared/format/inr'
import { HONEYPOT_FIELD, readForm } from '../../../src/shared/forms'
import { applyFieldNames, genders, loanApplicationSchema, loanPurposes } from '../../../src/shared/schemas/loan-application'
import { Field, Honeypot, SelectField } from '../../components/Field'
import { useFormState } from '../../hooks/use-form-state'
import { useJsonForm } from '../../hooks/use-json-form'
import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import type { Data } from './+data'

const API = '/api/v1/loan-application'
const genderLabels: Record<(typeof genders)[number], string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' }

const allFilled = (data: Record<string, string>) => applyFieldNames.every((name) => (data[name] ?? '').trim() !== '')

/**
 * A plain POST form (422 with messages and values, 303 to / on success). With JavaScript: city waits
 * for a state, the terms box waits for the 13 fields, the same schema checks first, then the JSON call.
 */
export function ApplyForm({ prefillAmount }: { prefillAmount: string }) {
  const server = useFormState(APPLY_FORM)
  const values = server.values
  const { chosenLoanType } = useData<Data>()
  const loanType = values.loanType ?? chosenLoanType
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // The server set a short-lived flash with the reference; the home page shows it (as without JS).
  const { errors, problem, submitting, onSubmit, recheck } = useJsonForm({
    api: API,
    schema: loanApplicationSchema,
    copy: applyCopy,
    initial: server,
    onCreated: () => {
      window.location.assign('/')
      return 'navigating'
    },
  })
  const [state, setState] = useState(values.state ?? '')
  const [city, setCity] = useState(values.city ?? '')
  const [complete, setComplete] = useState(false)

  useEffect(() => {
    if (formRef.current) setComplete(allFilled(readForm(formRef.current)))
  }, [state, city])

  // Keeps the terms box's lock current and, after a failed check, each message as it is corrected.
  function onInput(event: FormEvent<HTMLFormElement>) {
    setComplete(allFilled(readForm(event.currentTarget)))
    recheck(event.currentTarget, (event.target as HTMLInputElement).name)
  }

  const cityOptions = hydrated ? (
    citiesOf(state).map((c) => (
      <option key={c} value={c}>
        {c}
      </option>
    ))
  ) : (
    // Without JavaScript every state's cities are offered, grouped; the server checks the pair.
    stateNames.map((s) => (
      <optgroup key={s} label={s}>
        {statesAndCities[s]!.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
    ))
  )

  return (
    <>
      <div role="alert" className="apply-status">
        {problem && <p className="notice notice-error">{problem}</p>}
      </div>
      <form ref={formRef} method="post" action="/apply-now" noValidate onSubmit={onSubmit} onInput={onInput} aria-busy={submitting}>
        <fieldset className="apply-fieldset">
          <legend>
            <span className="apply-legend-num" aria-hidden="true">
              1
            </span>
            Loan Details
          </legend>
          <div className="apply-grid">
            <Field
              name="loanAmount"
              label="Loan Amount (₹)"
              error={errors.loanAmount}
              defaultValue={values.loanAmount ?? prefillAmount}
              inputMode="numeric"
              placeholder="e.g. 1,50,000"
              hint={`${formatInr(loanLimits.minAmount)} to ${formatInr(loanLimits.maxAmount)}`}
              required
              maxLength={20}
            />
            <Field
              name="monthlyIncome"
              label="Monthly Income (₹)"
              error={errors.monthlyIncome}
              defaultValue={values.monthlyIncome}
              inputMode="numeric"
              placeholder="e.g. 45,000"
              hint={`At least ${formatInr(loanLimits.minMonthlyIncome)} a month`}
              required
              maxLength={20}
            />
            <SelectField name="purpose" label="Loan Purpose" error={errors.purpose} defaultValue={values.purpose ?? ''} required>
              <option value="">Select purpose</option>
              {loanPurposes.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </SelectField>
          </div>
        </fieldset>

        <fieldset className="apply-fieldset">
          <legend>
            <span className="apply-legend-num" aria-hidden="true">
              2
            </span>
            Personal Details
          </legend>
          <div className="apply-grid">
            <Field name="fullName" label="Full Name (as on PAN)" error={errors.fullName} defaultValue={values.fullName} autoComplete="name" required maxLength={textLimits.name} />
            <Field name="email" label="Email" type="email" error={errors.email} defaultValue={values.email} autoComplete="email" required maxLength={254} />
            <Field
              name="panCard"
              label="PAN Card"
              error={errors.panCard}
              defaultValue={values.panCard}
              placeholder="ABCDE1234F"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={14}
              className="apply-pan"
            />
            <Field
              name="mobileNumber"
              label="Mobile Number"
              type="tel"
              error={errors.mobileNumber}
              defaultValue={values.mobileNumber}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit number"
              required
              maxLength={16}
            />
            <Field name="companyName" label="Company Name" error={errors.companyName} defaultValue={values.companyName} autoComplete="organization" required maxLength={textLimits.name} />
            <Field name="pinCode" label="Pin Code" error={errors.pinCode} defaultValue={values.pinCode} inputMode="numeric" autoComplete="postal-code" required maxLength={6} />
            <SelectField name="gender" label="Gender" error={errors.gender} defaultValue={values.gender ?? ''} required>
              <option value="">Select gender</option>
              {genders.map((g) => (
                <option key={g} value={g}>
                  {genderLabels[g]}
                </option>
              ))}
            </SelectField>
            <Field
              name="dateOfBirth"
              label="Date of Birth"
              error={errors.dateOfBirth}
              defaultValue={values.dateOfBirth}
              placeholder="DD/MM/YYYY"
              inputMode="numeric"
              autoComplete="bday"
              hint="DD/MM/YYYY, for example 15/08/1990"
              required
              maxLength={10}
            />
            <SelectField
              name="state"
              label="State"
              error={errors.state}
              value={state}
              onChange={(e) => {
                setState(e.target.value)
                setCity('')
              }}
              required
            >
              <option value="">Select state</option>
              {stateNames.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="city"
              label="City"
              error={errors.city}
              value={city}
              onChange={(e) => setCity(e.target.value)}
              disabled={hydrated && state === ''}
              hint={hydrated && state === '' ? 'Choose your state first' : undefined}
              required
            >
              <option value="">Select city</option>
              {cityOptions}
            </SelectField>
          </div>
        </fieldset>

        {/* Optional, unticked, one per purpose; the application is considered either way (docs/decisions/100). */}
        <fieldset className="apply-optional" aria-describedby="apply-optional-note">
          <legend>{consentCopy.heading}</legend>
          <p className="apply-consent-text" id="apply-optional-note">
            {consentCopy.optionalNote}
          </p>
          {consentPurposes.map((purpose) => (
            <div className="apply-check" key={purpose}>
              <input id={`f-${consentFields[purpose]}`} type="checkbox" name={consentFields[purpose]} value="on" defaultChecked={values[consentFields[purpose]] === 'on'} />
              <label htmlFor={`f-${consentFields[purpose]}`}>{consentCopy.labels[purpose]}</label>
            </div>
          ))}
          <p className="apply-notice-heading">What we collect, and why</p>
          <ul className="apply-notice">
            {consentCopy.notice.map((n) => (
              <li key={n.what}>
                <strong>{n.what}</strong>: {n.why}.
              </li>
            ))}
          </ul>
          <p className="apply-notice-version">Notice {CONSENT_NOTICE_VERSION}</p>
        </fieldset>

        <div className={`apply-consent${errors.isChecked ? ' has-error' : ''}`}>
          <div className="apply-check">
            <input
              id="f-isChecked"
              type="checkbox"
              name="isChecked"
              value="on"
              defaultChecked={values.isChecked === 'on' || values.isChecked === 'true'}
              disabled={hydrated && !complete}
              aria-invalid={errors.isChecked ? true : undefined}
              aria-describedby={`apply-consent-text${errors.isChecked ? ' f-isChecked-error' : ''}${hydrated && !complete ? ' f-isChecked-lock' : ''}`}
            />
            <label htmlFor="f-isChecked">
              I agree to the <a href="/termsandcondition">terms and conditions</a> and consent to the use of my details as described below.
            </label>
          </div>
          <p className="apply-consent-text" id="apply-consent-text">
            {applyConsent.collected} {applyConsent.purpose} {applyConsent.protection} Read our <a href="/privacypolicy">Privacy Policy</a> and{' '}
            <a href="/termsandcondition">Terms and Conditions</a>.
          </p>
          {hydrated && !complete && (
            <p className="field-hint" id="f-isChecked-lock">
              Fill in all the fields above to tick this box.
            </p>
          )}
          <p className="field-error" id="f-isChecked-error" role="alert">
            {errors.isChecked ?? ''}
          </p>
        </div>

        {loanType && <input type="hidden" name="loanType" value={loanType} />}
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="apply-actions">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? applyCopy.submitting : applyCopy.submit}
          </button>
          <p>Checking your offers does not affect your credit score.</p>
        </div>
      </form>
    </>
  )
}
