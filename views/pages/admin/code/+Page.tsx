import '../admin.css'
import { usePageContext } from 'vike-react/usePageContext'
import { CodeField } from '#views/components/CodeField'
import { useFormState } from '#views/hooks/use-form-state'
import { signIn } from '#src/shared/i18n/admin/signIn'
import { fill } from '#src/shared/i18n/fill'

const w = signIn.code

// The sign-in's second step (docs/decisions/156): a plain POST that works without script. One box
// takes the six-digit code or a recovery code.
export function Page() {
  const { site } = usePageContext()
  const { errors } = useFormState('admin-code')
  return (
    <section className="admin-login">
      <div className="container">
        <div className="card admin-login-card">
          <img src="/images/logo-mark.svg" alt="" width="48" height="48" />
          <h1>{w.title}</h1>
          <p className="admin-login-lead">{fill(w.lead, { brand: site.brandName })}</p>
          <form method="post" action="/admin/code" className="admin-login-form" noValidate>
            <CodeField label={w.label} error={errors.code} hint={w.hint} />
            <button type="submit" className="btn btn-primary">
              {w.submit}
            </button>
          </form>
          <p className="admin-login-restart">
            <a href="/admin">{w.restart}</a>
          </p>
        </div>
      </div>
    </section>
  )
}
