import { APPLY_FORM, applyConsent, applyCopy } from '../../../src/shared/content/apply'
import { loanLimits } from '../../../src/shared/content/business'
import { CONSENT_NOTICE_VERSION, consentCopy, consentFields, consentPurposes } from '../../../src/shared/content/consent'
import { stateNames, statesAndCities } from '../../../src/shared/content/states'
import { formatInr } from '../../../src/shared/format/inr'
import { HONEYPOT_FIELD } from '../../../src/shared/forms'
import { applyInputs, genders, loanPurposes } from '../../../src/shared/schemas/loan-application'
import { Field, Honeypot, SelectField } from '../../components/Field'
import { useFormState } from '../../hooks/use-form-state'
import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { APPLY_LOCKS } from './apply-locks'

const genderLabels: Record<(typeof genders)[number], string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' }

/**
 * A plain POST form (422 with messages and values, 303 to / on success), rendered on the server only.
 * live-apply.ts, loaded with the page, adds what JavaScript adds: city waits for a state, the terms box
 * waits for the 13 fields, the same schema checks first, then the same POST as JSON (docs/decisions/148).
 */
export function ApplyForm({ prefillAmount, loanType }: { prefillAmount: string; loanType: string }) {
  const { values, errors, message } = useFormState(APPLY_FORM)
  const { amountNote } = useData<Data>()
  // A typed field's name, its message, the value it came back with, and its HTML constraints from the schema's side.
  const typed = (name: keyof typeof applyInputs) => ({ name, error: errors[name], defaultValue: values[name], ...applyInputs[name] })

  return (
    <>
      <div role="alert" className="apply-status">
        {message && <p className="notice notice-error">{message}</p>}
      </div>
      <form method="post" action="/apply-now" noValidate id="apply-form">
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
            <SelectField name="state" label="State" error={errors.state} defaultValue={values.state ?? ''} required>
              <option value="">Select state</option>
              {stateNames.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
            {/* Every state's cities, grouped; the server checks the pair, and the script offers the chosen state's alone. */}
            <SelectField name="city" label="City" error={errors.city} defaultValue={values.city ?? ''} required>
              <option value="">Select city</option>
              {stateNames.map((s) => (
                <optgroup key={s} label={s}>
                  {statesAndCities[s]!.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </optgroup>
              ))}
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
              aria-invalid={errors.isChecked ? true : undefined}
              aria-describedby={`apply-consent-text${errors.isChecked ? ' f-isChecked-error' : ''}`}
            />
            <label htmlFor="f-isChecked">
              I agree to the <a href="/termsandcondition">terms and conditions</a> and consent to the use of my details as described below.
            </label>
          </div>
          <p className="apply-consent-text" id="apply-consent-text">
            {applyConsent.collected} {applyConsent.purpose} {applyConsent.protection} Read our <a href="/privacypolicy">Privacy Policy</a>{' '}
            and <a href="/termsandcondition">Terms and Conditions</a>.
          </p>
          <p className="field-hint" id={APPLY_LOCKS.terms.id} hidden>
            {APPLY_LOCKS.terms.text}
          </p>
          <p className="field-error" id="f-isChecked-error" role="alert">
            {errors.isChecked ?? ''}
          </p>
        </div>

        <input type="hidden" name="loanType" value={loanType} />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="apply-actions">
          <button type="submit" className="btn btn-primary">
            {applyCopy.submit}
          </button>
          <p>Checking your offers does not affect your credit score.</p>
        </div>
      </form>
    </>
  )
}
