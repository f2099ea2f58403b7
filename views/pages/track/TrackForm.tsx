import { TRACK_FORM } from '#src/shared/content/track'
import { Field } from '#views/components/Field'
import { useFormState } from '#views/hooks/use-form-state'
import { useHref, useMessages } from '#views/i18n/use-i18n'

/** The date of birth both track forms ask for, typed as DD/MM/YYYY. */
export function DateOfBirthField({ value, error }: { value?: string; error?: string }) {
  const t = useMessages().track
  return (
    <Field
      name="dateOfBirth"
      label={t.dateOfBirth}
      error={error}
      defaultValue={value}
      hint={t.dateOfBirthHint}
      placeholder={t.dateOfBirthPlaceholder}
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
 * The route writes its messages in the page's language.
 */
export function TrackForm({ lost }: { lost: boolean }) {
  const { values, errors, message } = useFormState(TRACK_FORM)
  const t = useMessages().track
  const href = useHref()
  const problem = lost ? t.notFound : message
  return (
    <section className="card track-card track-form-card" aria-labelledby="track-form-heading">
      <h2 id="track-form-heading">{t.findHeading}</h2>
      <div role="alert" className="track-status">
        {problem && <p className="notice notice-error">{problem}</p>}
      </div>
      <form method="post" action={href('/track')} noValidate>
        <input type="hidden" name="intent" value="lookup" />
        <Field
          name="reference"
          label={t.reference}
          error={errors.reference}
          defaultValue={values.reference}
          hint={t.referenceHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={20}
          className="track-reference"
        />
        <DateOfBirthField value={values.dateOfBirth} error={errors.dateOfBirth} />
        <button type="submit" className="btn btn-primary">
          {t.submit}
        </button>
      </form>
      <p className="track-forgot">
        <a href={href('/track/forgot')}>{t.forgot.link}</a>
      </p>
      <p className="track-privacy">{t.privacy}</p>
    </section>
  )
}
