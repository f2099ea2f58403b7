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
import { signIn } from '#src/shared/i18n/admin/signIn'
import { fill } from '#src/shared/i18n/fill'

const w = signIn.twoFactorPage

// Two-factor sign-in for the admin (docs/decisions/155): every step is a plain form POST that works
// without script; the QR code is SVG drawn by the server.

/** The admin's password again, at the steps that set up two-factor (docs/decisions/197). */
function PasswordField(props: { error?: string; id?: string }) {
  return <Field {...props} name="password" type="password" label={w.password} autoComplete="current-password" required />
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
        {props.again ? w.startAgain : w.start}
      </button>
    </form>
  )
}

/** Shown once, in the answer that switched two-factor on. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="card two-factor-card" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{w.recoveryTitle}</h2>
      <p>
        {w.recoveryIntro}
        <strong>{w.recoveryOnce}</strong>
      </p>
      <ol className="two-factor-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <a className="btn btn-primary" href="/admin-dashboard">
        {w.saved}
      </a>
    </section>
  )
}

function Enrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  const grouped = secret.match(/.{1,4}/g)!.join(' ')
  return (
    <section className="card two-factor-card" id="enrol" aria-labelledby="enrol-title">
      <h2 id="enrol-title">{w.enrolTitle}</h2>
      <ol className="two-factor-steps">
        <li>
          <p>{w.scan}</p>
          <div className="two-factor-qr" role="img" aria-label={w.qrLabel} dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <p>{w.typeKey}</p>
          <p className="two-factor-secret">
            <code id="two-factor-secret">{grouped}</code>
          </p>
        </li>
        <li>
          <p>{w.enterCode}</p>
          <CodeForm form="two-factor-enable" action="enable" label={w.codeFromApp} button={w.switchOn} password />
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
      <h2 id="everywhere-title">{w.everywhereTitle}</h2>
      <p>{w.everywhereIntro}</p>
      <form method="post" action={SIGN_OUT_EVERYWHERE} data-forget-token>
        <Csrf />
        <button type="submit" className="btn btn-outline">
          {w.everywhere}
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
          <p className="eyebrow">{w.eyebrow}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{w.intro}</p>
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
            <span className="two-factor-state two-factor-on">{w.on}</span>
            {fill(w.since, { at: formatDateTime(twoFactor.enabledAt!) })}
          </h2>
          <p>
            {w.codesLeft}
            <strong>{twoFactor.recoveryCodesLeft}</strong>
            {w.ofTen}
          </p>
          <h3>{w.switchOffTitle}</h3>
          <p>{w.switchOffIntro}</p>
          <CodeForm form="two-factor-disable" action="disable" label={w.code} button={w.switchOff} danger />
        </section>
      ) : twoFactor.enrolment ? (
        <Enrolment {...twoFactor.enrolment} />
      ) : (
        <section className="card two-factor-card" aria-labelledby="off-title">
          <h2 id="off-title">
            <span className="two-factor-state two-factor-off">{w.off}</span>
          </h2>
          <p>{w.offIntro}</p>
          <StartForm />
        </section>
      )}
      <SignOutEverywhere />
    </>
  )
}
