import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

interface Common {
  name: string
  /** The input's id when a page has two fields of one name (two forms); `f-<name>` otherwise. */
  id?: string
  label: ReactNode
  error?: string
  hint?: ReactNode
}

function Wrap({ name, id = `f-${name}`, label, error, hint, children }: Common & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="field-error" id={`${id}-error`} role="alert">
        {error ?? ''}
      </p>
    </div>
  )
}

function a11y(name: string, error?: string, hint?: ReactNode, id = `f-${name}`) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/** A labelled input whose message sits under it, tied by aria-describedby (Remix forms pattern). */
export function Field({ name, id, label, error, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Wrap name={name} id={id} label={label} error={error} hint={hint}>
      <input {...input} {...a11y(name, error, hint, id)} />
    </Wrap>
  )
}

export function SelectField({ name, label, error, hint, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Wrap name={name} label={label} error={error} hint={hint}>
      <select {...select} {...a11y(name, error, hint)}>
        {children}
      </select>
    </Wrap>
  )
}

export function TextareaField({ name, id, label, error, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Wrap name={name} id={id} label={label} error={error} hint={hint}>
      <textarea {...area} {...a11y(name, error, hint, id)} />
    </Wrap>
  )
}

/** The honeypot: hidden from people and from assistive technology; `label` in the page's language. */
export function Honeypot({ name, label }: { name: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`f-${name}`}>{label}</label>
      <input id={`f-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
