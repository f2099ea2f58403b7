import '../track.css'
import { FORGOT_FORM } from '#src/shared/content/track'
import { Field } from '#views/components/Field'
import { useFormState } from '#views/hooks/use-form-state'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { DateOfBirthField } from '../TrackForm'

// HTML only, like /track: a plain POST answered with this page. After a valid request the answer is
// one sentence whatever matched, with nothing typed sent back (docs/decisions/143). The route writes
// its messages in the page's language.
export function Page() {
  const { values, errors, message } = useFormState(FORGOT_FORM)
  const t = useMessages().track
  const href = useHref()
  const answered = message === t.forgot.answer
  return (
    <>
      <section className="page-hero track-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.forgot.title}</h1>
          <p className="hero-lead">{t.forgot.lead}</p>
        </div>
      </section>
      <div className="container track-layout">
        <section className="card track-card track-form-card" aria-labelledby="forgot-heading">
          <h2 id="forgot-heading">{t.forgot.heading}</h2>
          <div role="status" className="track-status">
            {message && <p className={answered ? 'notice notice-success' : 'notice notice-error'}>{message}</p>}
          </div>
          <form method="post" action={href('/track/forgot')} noValidate>
            <Field
              name="email"
              type="email"
              label={t.forgot.email}
              error={errors.email}
              defaultValue={values.email}
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={254}
            />
            <DateOfBirthField value={values.dateOfBirth} error={errors.dateOfBirth} />
            <button type="submit" className="btn btn-primary">
              {t.forgot.submit}
            </button>
          </form>
          <p className="track-privacy">{t.forgot.privacy}</p>
          <p className="track-forgot">
            <a href={href('/track')}>{t.forgot.back}</a>
          </p>
        </section>
      </div>
    </>
  )
}
