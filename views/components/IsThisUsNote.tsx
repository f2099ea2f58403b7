import './is-this-us-note.css'
import { isThisUsHref } from '#src/shared/content/is-this-us'
import { useHref, useMessages } from '../i18n/use-i18n'

/** "A call, message or website in our name? Check that it is really us": the way to /is-this-us (issue 45). */
export function IsThisUsNote() {
  const t = useMessages().isThisUs
  const href = useHref()
  return (
    <p className="is-this-us-note">
      {t.prompt} <a href={href(isThisUsHref)}>{t.promptLink}</a>
    </p>
  )
}
