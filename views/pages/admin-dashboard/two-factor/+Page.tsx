import './two-factor.css'
import { useData } from 'vike-react/useData'
import { CodeField } from '#views/components/CodeField'
import { Csrf } from '#views/components/Csrf'
import { Field } from '#views/components/Field'
import { useFormState } from '#views/hooks/use-form-state'
import { formatDateTime } from '#src/shared/format/date'
import { SIGN_OUT_EVERYWHERE } from '#src/shared/schemas/admin-login'
import { TWO_FACTOR_PAGE } from '#src/shared/two-factor'
import type { Data } from './+data'

// Two-factor sign-in for the admin (docs/decisions/155): every step is a plain form POST that works
// without script; the QR code is SVG drawn by the server.

/** The admin's password again, at the steps that set up two-factor (docs/decisions/197). */
function PasswordField(props: { error?: string; id?: string }) {
  return <Field {...props} name="password" type="password" label="Your password" autoComplete="current-password" required />
}

function CodeForm(props: { form: string; action: string; label: string; button: string; danger?: boolean; password?: boolean }) {
  const { errors } = useFormState(props.form)
  return (
    <form method="post" action={`${TWO_FACTOR_PAGE}/${props.action}`} className="two-factor-form" noValidate>
      <Csrf />
      <CodeField label={props.label} error={errors.code} />
      {props.password && <PasswordField error={errors.password} />}
      <button type="submit" className={props.danger ? 'btn btn-outline' : 'btn btn-primary'}>
        {props.button}
      </button>
    </form>
  )
}

function StartForm(props: { again?: boolean }) {
  const { errors } = useFormState('two-factor-start')
  return (
    <form method="post" action={`${TWO_FACTOR_PAGE}/start`} className="two-factor-start" noValidate>
      <Csrf />
      <PasswordField error={errors.password} id={props.again ? 'f-password-again' : undefined} />
      <button type="submit" className={props.again ? 'btn btn-outline' : 'btn btn-primary'}>
        {props.again ? 'Start again with a new key' : 'Set up two-factor sign-in'}
      </button>
    </form>
  )
}

/** Shown once, in the answer that switched two-factor on. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="card two-factor-card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">Your recovery codes</h2>
      <p>
        Each code signs you in once when your phone is not at hand. Print them or keep them in a password manager now:{' '}
        <strong>they are not shown again.</strong>
      </p>
      <ol className="two-factor-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <a className="btn btn-primary" href="/admin-dashboard">
        I have saved them
      </a>
    </section>
  )
}

function Enrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  const grouped = secret.match(/.{1,4}/g)!.join(' ')
  return (
    <section className="card two-factor-card" id="enrol" aria-labelledby="enrol-title">
      <h2 id="enrol-title">Set up your authenticator app</h2>
      <ol className="two-factor-steps">
        <li>
          <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</p>
          <div className="two-factor-qr" role="img" aria-label="QR code of the sign-in key" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <p>Or type this key into the app, as a time-based key:</p>
          <p className="two-factor-secret">
            <code id="two-factor-secret">{grouped}</code>
          </p>
        </li>
        <li>
          <p>
            Enter the six-digit code the app now shows, to check that it works, and your password. Two-factor sign-in switches on with them.
          </p>
          <CodeForm form="two-factor-enable" action="enable" label="Code from the app" button="Switch on two-factor sign-in" password />
        </li>
      </ol>
      <StartForm again />
    </section>
  )
}

/** Ends every session of the account, this one too, and every API token (docs/decisions/196). */
function SignOutEverywhere() {
  return (
    <section className="card two-factor-card" aria-labelledby="everywhere-title">
      <h2 id="everywhere-title">Sign out everywhere</h2>
      <p>
        Ends the admin&apos;s sessions in every browser, this one too, and every API token. Use it when a phone or computer is lost, or the
        password may be known to someone else.
      </p>
      <form method="post" action={SIGN_OUT_EVERYWHERE} data-forget-token>
        <Csrf />
        <button type="submit" className="btn btn-outline">
          Sign out everywhere
        </button>
      </form>
    </section>
  )
}

export function Page() {
  const { twoFactor } = useData<Data>()
  const shown = useFormState('two-factor-codes')
  const codes = shown.values.codes?.split(' ') ?? null
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Two-factor sign-in</h1>
          <p className="admin-muted">
            A second step at sign-in: after the password, a six-digit code from an app on your phone. Someone who learns the password still
            cannot get in.
          </p>
        </div>
      </header>
      {codes ? (
        <>
          <div className="notice notice-success" role="status">
            {shown.message}
          </div>
          <RecoveryCodes codes={codes} />
        </>
      ) : twoFactor.enabled ? (
        <section className="card two-factor-card" aria-labelledby="on-title">
          <h2 id="on-title">
            <span className="two-factor-state two-factor-on">On</span> since {formatDateTime(twoFactor.enabledAt!)}
          </h2>
          <p>
            Recovery codes left: <strong>{twoFactor.recoveryCodesLeft}</strong> of 10.
          </p>
          <h3>Switch it off</h3>
          <p>Enter a code from your app, or a recovery code. Switching off also ends every API token.</p>
          <CodeForm form="two-factor-disable" action="disable" label="Code" button="Switch off two-factor sign-in" danger />
        </section>
      ) : twoFactor.enrolment ? (
        <Enrolment {...twoFactor.enrolment} />
      ) : (
        <section className="card two-factor-card" aria-labelledby="off-title">
          <h2 id="off-title">
            <span className="two-factor-state two-factor-off">Off</span>
          </h2>
          <p>You need a phone with an authenticator app. Setting up takes a minute; you get ten recovery codes at the end.</p>
          <StartForm />
        </section>
      )}
      <SignOutEverywhere />
    </>
  )
}
