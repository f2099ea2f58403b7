import { forgotCopy, TRACK_FORM, trackCopy } from '../../../src/shared/content/track'
import { Field } from '../../components/Field'
import { useFormState } from '../../hooks/use-form-state'

/** The date of birth both track forms ask for, typed as DD/MM/YYYY. */
export function DateOfBirthField({ value, error }: { value?: string; error?: string }) {
  return (
    <Field
      name="dateOfBirth"
      label={trackCopy.dateOfBirth}
      error={error}
      defaultValue={value}
      hint={trackCopy.dateOfBirthHint}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete="bday"
      required
      maxLength={10}
    />
  )
}

/**
 * The look-up form. After a look-up that finds nothing the server sends no values back, so the
 * answer is the same page whatever was typed (docs/decisions/100); after a format error it keeps them.
 */
export function TrackForm({ lost }: { lost: boolean }) {
  const { values, errors, message } = useFormState(TRACK_FORM)
  const problem = lost ? trackCopy.notFound : message
  return (
    <section className="card track-card track-form-card" aria-labelledby="track-form-heading">
      <h2 id="track-form-heading">Find your application</h2>
      <div role="alert" className="track-status">
        {problem && <p className="notice notice-error">{problem}</p>}
      </div>
      <form method="post" action="/track" noValidate>
        <input type="hidden" name="intent" value="lookup" />
        <Field
          name="reference"
          label={trackCopy.reference}
          error={errors.reference}
          defaultValue={values.reference}
          hint={trackCopy.referenceHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={20}
          className="track-reference"
        />
        <DateOfBirthField value={values.dateOfBirth} error={errors.dateOfBirth} />
        <button type="submit" className="btn btn-primary">
          {trackCopy.submit}
        </button>
      </form>
      <p className="track-forgot">
        <a href="/track/forgot">{forgotCopy.link}</a>
      </p>
      <p className="track-privacy">{trackCopy.privacy}</p>
    </section>
  )
}
