import '../track.css'
import { FORGOT_FORM, forgotCopy } from '../../../../src/shared/content/track'
import { Field } from '../../../components/Field'
import { useFormState } from '../../../hooks/use-form-state'
import { DateOfBirthField } from '../TrackForm'

// HTML only, like /track: a plain POST answered with this page. After a valid request the answer is
// one sentence whatever matched, with nothing typed sent back (docs/decisions/143).
export function Page() {
  const { values, errors, message } = useFormState(FORGOT_FORM)
  const answered = message === forgotCopy.answer
  return (
    <>
      <section className="page-hero track-hero">
        <div className="container">
          <p className="eyebrow">Track application</p>
          <h1>{forgotCopy.title}</h1>
          <p className="hero-lead">{forgotCopy.lead}</p>
        </div>
      </section>
      <div className="container track-layout">
        <section className="card track-card track-form-card" aria-labelledby="forgot-heading">
          <h2 id="forgot-heading">E-mail me my reference</h2>
          <div role="status" className="track-status">
            {message && <p className={answered ? 'notice notice-success' : 'notice notice-error'}>{message}</p>}
          </div>
          <form method="post" action="/track/forgot" noValidate>
            <Field
              name="email"
              type="email"
              label={forgotCopy.email}
              error={errors.email}
              defaultValue={values.email}
              autoComplete="email"
              spellCheck={false}
              required
              maxLength={254}
            />
            <DateOfBirthField value={values.dateOfBirth} error={errors.dateOfBirth} />
            <button type="submit" className="btn btn-primary">
              {forgotCopy.submit}
            </button>
          </form>
          <p className="track-privacy">{forgotCopy.privacy}</p>
          <p className="track-forgot">
            <a href="/track">{forgotCopy.back}</a>
          </p>
        </section>
      </div>
    </>
  )
}
