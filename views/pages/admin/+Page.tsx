import './admin.css'
import { useFormState } from '#views/hooks/use-form-state'

// docs/product.md §16.5 Admin sign-in: no client validation on the admin login. A plain POST that works without script.
export function Page() {
  const { values, errors, message } = useFormState('admin-login')
  return (
    <section className="admin-login">
      <div className="container">
        <div className="card admin-login-card">
          <img src="/images/logo-mark.svg" alt="" width="48" height="48" />
          <h1>Admin Login</h1>
          <p className="admin-login-lead">Sign in to manage the blog and see new applications and enquiries.</p>
          <div role="alert" className={message ? 'notice notice-error' : 'visually-hidden'}>
            {message ?? ''}
          </div>
          <form method="post" action="/admin" className="admin-login-form">
            <div className="field">
              <label htmlFor="admin-email">Email</label>
              <input id="admin-email" name="email" type="email" autoComplete="username" defaultValue={values.email ?? ''} />
              {errors.email && <p className="field-error">{errors.email}</p>}
            </div>
            <div className="field">
              <label htmlFor="admin-password">Password</label>
              <input id="admin-password" name="password" type="password" autoComplete="current-password" />
              {errors.password && <p className="field-error">{errors.password}</p>}
            </div>
            <button type="submit" className="btn btn-primary">
              Login
            </button>
          </form>
        </div>
      </div>
    </section>
  )
}
