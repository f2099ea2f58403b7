import './admin.css'
import { useFormState } from '#views/hooks/use-form-state'
import { signIn } from '#src/shared/i18n/admin/signIn'

const w = signIn.login

// docs/product.md §16.5 Admin sign-in: no client validation on the admin login. A plain POST that works without script.
export function Page() {
  const { values, errors, message } = useFormState('admin-login')
  return (
    <section className="admin-login">
      <div className="container">
        <div className="card admin-login-card">
          <img src="/images/logo-mark.svg" alt="" width="48" height="48" />
          <h1>{w.title}</h1>
          <p className="admin-login-lead">{w.lead}</p>
          <div role="alert" className={message ? 'notice notice-error' : 'visually-hidden'}>
            {message ?? ''}
          </div>
          <form method="post" action="/admin" className="admin-login-form">
            <div className="field">
              <label htmlFor="admin-email">{w.email}</label>
              <input id="admin-email" name="email" type="email" autoComplete="username" defaultValue={values.email ?? ''} />
              {errors.email && <p className="field-error">{errors.email}</p>}
            </div>
            <div className="field">
              <label htmlFor="admin-password">{w.password}</label>
              <input id="admin-password" name="password" type="password" autoComplete="current-password" />
              {errors.password && <p className="field-error">{errors.password}</p>}
            </div>
            <button type="submit" className="btn btn-primary">
              {w.submit}
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
