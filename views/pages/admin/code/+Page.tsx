import '../admin.css'
import { usePageContext } from 'vike-react/usePageContext'
import { CodeField } from '#views/components/CodeField'
import { useFormState } from '#views/hooks/use-form-state'

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
          <h1>Enter your code</h1>
          <p className="admin-login-lead">Open your authenticator app and enter the six-digit code it shows for {site.brandName}.</p>
          <form method="post" action="/admin/code" className="admin-login-form" noValidate>
            <CodeField
              label="Code"
              error={errors.code}
              hint="No phone at hand? Enter one of your recovery codes, such as k7mqp-x3rtn. Each works once."
            />
            <button type="submit" className="btn btn-primary">
              Sign in
            </button>
          </form>
          <p className="admin-login-restart">
            <a href="/admin">Start again with another account</a>
          </p>
        </div>
      </div>
    </section>
  )
}
