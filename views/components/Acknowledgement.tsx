// Its stylesheet travels in global.css (docs/decisions/086).
import { decisionTimeFor, documentsIn, receivedOn, type Acknowledged } from '#src/shared/content/after-submit'
import { dataName } from '#src/shared/i18n/data-name'
import { useHref, useLocale, useMessages } from '../i18n/use-i18n'

/**
 * The acknowledgement under the success message after an application (docs/decisions/100): the
 * flash carries only the reference, loan type and time; the rest comes from content, in the page's
 * language (docs/decisions/176).
 */
export function Acknowledgement({ ack }: { ack: Acknowledged }) {
  const messages = useMessages()
  const { ack: copy, names } = messages.apply
  const href = useHref()
  const locale = useLocale()
  const name = (value: string) => dataName(names, locale, value)
  return (
    <div className="ack">
      <dl className="ack-facts">
        <div>
          <dt>{copy.received}</dt>
          <dd>{receivedOn(ack.receivedAt, locale)}</dd>
        </div>
        <div>
          <dt>{copy.loanType}</dt>
          <dd>{messages.services.loanTypes[ack.loanType].name}</dd>
        </div>
        <div>
          <dt>{copy.decision}</dt>
          <dd>
            {name(decisionTimeFor(ack.loanType))}, {copy.decisionNote}
          </dd>
        </div>
      </dl>
      <p>
        <a className="btn btn-primary" href={href('/offers')} data-testid="see-offers">
          {messages.offers.see}
        </a>
      </p>
      <p className="ack-docs-heading">{copy.documents}:</p>
      <ul className="ack-docs">
        {documentsIn(ack.loanType, messages.services.pages).map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>
        {copy.trackBefore}
        <a href={href('/track')}>{copy.trackLink}</a>
        {copy.trackAfter}
      </p>
    </div>
  )
}
