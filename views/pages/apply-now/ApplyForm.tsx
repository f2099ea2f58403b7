import { useEffect, useRef, useState, type FormEvent } from 'react'
import { APPLY_FORM, applyConsent, applyCopy } from '../../../src/shared/content/apply'
import { loanLimits } from '../../../src/shared/content/business'
import { CONSENT_NOTICE_VERSION, consentCopy, consentFields, consentPurposes } from '../../../src/shared/content/consent'
import { citiesOf, stateNames, statesAndCities } from '../../../src/shared/content/states'
import { formatInr } from '../../../src/shared/format/inr'
import { HONEYPOT_FIELD, readForm } from '../../../src/shared/forms'
import { applyFieldNames, applyInputs, genders, loanApplicationSchema, loanPurposes } from '../../../src/shared/schemas/loan-application'
import { Field, Honeypot, SelectField } from '../../components/Field'
import { useFormState } from '../../hooks/use-form-state'
import { useJsonForm } from '../../hooks/use-json-form'
import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import type { Data } from './+data'

const genderLabels: Record<(typeof genders)[number], string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' }

/**
 * A select's value as the page holds it when React takes over: the island loads at the first touch,
 * so the visitor may have chosen before it did (docs/decisions/130). On the server, the fallback.
 */
const chosenOnPage = (id: string, fallback: string) =>
  (typeof document === 'undefined' ? undefined : (document.getElementById(id) as HTMLSelectElement | null)?.value) ?? fallback

const allFilled = (data: Record<string, string>) => applyFieldNames.every((name) => (data[name] ?? '').trim() !== '')

/**
 * A plain POST form (422 with messages and values, 303 to / on success). With JavaScript: city waits
 * for a state, the terms box waits for the 13 fields, the same schema checks first, then the same POST as JSON.
 */
export function ApplyForm({ prefillAmount }: { prefillAmount: string }) {
  const server = useFormState(APPLY_FORM)
  const values = server.values
  const { initialTab, amountNote } = useData<Data>()
  const loanType = values.loanType ?? initialTab
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  // The server set a short-lived flash with the reference; the home page shows it (as without JS).
  const { errors, problem, submitting, onSubmit, recheck } = useJsonForm({
    schema: loanApplicationSchema,
    copy: applyCopy,
    initial: server,
    onCreated: () => {
      window.location.assign('/')
      return 'navigating'
    },
  })
  // A typed field's name, its message, the value it came back with, and its HTML constraints from the schema's side.
  const typed = (name: keyof typeof applyInputs) => ({ name, error: errors[name], defaultValue: values[name], ...applyInputs[name] })
  const [state, setState] = useState(() => chosenOnPage('f-state', values.state ?? ''))
  // Before the island loads every state's cities are offered; the browser keeps a city of the chosen state only.
  const [city, setCity] = useState(() => {
    const chosen = chosenOnPage('f-city', values.city ?? '')
    return typeof document === 'undefined' || citiesOf(state).includes(chosen) ? chosen : ''
  })
  const [complete, setComplete] = useState(false)

  useEffect(() => {
    if (formRef.current) setComplete(allFilled(readForm(formRef.current)))
  }, [state, city])

  // Keeps the terms box's lock current and, after a failed check, each message as it is corrected.
  function onInput(event: FormEvent<HTMLFormElement>) {
    setComplete(allFilled(readForm(event.currentTarget)))
    recheck(event.currentTarget, (event.target as HTMLInputElement).name)
  }

  const cityOptions = hydrated
    ? citiesOf(state).map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))
    : // Without JavaScript every state's cities are offered, grouped; the server checks the pair.
      stateNames.map((s) => (
        <optgroup key={s} label={s}>
          {statesAndCities[s]!.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </optgroup>
      ))

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
          {amountNote && (
            <p className="notice apply-amount-note" id="apply-amount-note">
              {amountNote.text} <a href={amountNote.href}>{amountNote.linkText}</a>
            </p>
          )}
          <div className="apply-grid">
            <Field
              {...typed('loanAmount')}
              label="Loan Amount (₹)"
              defaultValue={values.loanAmount ?? prefillAmount}
              placeholder="e.g. 1,50,000"
              hint={`${formatInr(loanLimits.minAmount)} to ${formatInr(loanLimits.maxAmount)}`}
            />
            <Field
              {...typed('monthlyIncome')}
              label="Monthly Income (₹)"
              placeholder="e.g. 45,000"
              hint={`At least ${formatInr(loanLimits.minMonthlyIncome)} a month`}
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
            <Field {...typed('fullName')} label="Full Name (as on PAN)" autoComplete="name" />
            <Field {...typed('email')} label="Email" type="email" autoComplete="email" />
            <Field
              {...typed('panCard')}
              label="PAN Card"
              placeholder="ABCDE1234F"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="apply-pan"
            />
            <Field {...typed('mobileNumber')} label="Mobile Number" type="tel" autoComplete="tel-national" placeholder="10-digit number" />
            <Field {...typed('companyName')} label="Company Name" autoComplete="organization" />
            <Field {...typed('pinCode')} label="Pin Code" autoComplete="postal-code" />
            <SelectField name="gender" label="Gender" error={errors.gender} defaultValue={values.gender ?? ''} required>
              <option value="">Select gender</option>
              {genders.map((g) => (
                <option key={g} value={g}>
                  {genderLabels[g]}
                </option>
              ))}
            </SelectField>
            <Field
              {...typed('dateOfBirth')}
              label="Date of Birth"
              placeholder="DD/MM/YYYY"
              autoComplete="bday"
              hint="DD/MM/YYYY, for example 15/08/1990"
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
              <input
                id={`f-${consentFields[purpose]}`}
                type="checkbox"
                name={consentFields[purpose]}
                value="on"
                defaultChecked={values[consentFields[purpose]] === 'on'}
              />
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
            {applyConsent.collected} {applyConsent.purpose} {applyConsent.protection} Read our <a href="/privacypolicy">Privacy Policy</a>{' '}
            and <a href="/termsandcondition">Terms and Conditions</a>.
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

        <input type="hidden" name="loanType" value={loanType} />
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
