// Its stylesheet travels in global.css (docs/decisions/086).
import {
  acknowledgementCopy as copy,
  decisionTimeFor,
  documentsFor,
  loanTypeName,
  type Acknowledged,
} from '../../src/shared/content/after-submit'
import { formatDate } from '../../src/shared/format/date'

/**
 * The acknowledgement under the success message after an application (docs/decisions/100): the
 * flash carries only the reference, loan type and time; the rest comes from content.
 */
export function Acknowledgement({ ack }: { ack: Acknowledged }) {
  return (
    <div className="ack">
      <dl className="ack-facts">
        <div>
          <dt>{copy.received}</dt>
          <dd>{formatDate(ack.receivedAt)}</dd>
        </div>
        <div>
          <dt>{copy.loanType}</dt>
          <dd>{loanTypeName(ack.loanType)}</dd>
        </div>
        <div>
          <dt>{copy.decision}</dt>
          <dd>
            {decisionTimeFor(ack.loanType)}, {copy.decisionNote}
          </dd>
        </div>
      </dl>
      <p className="ack-docs-heading">{copy.documents}:</p>
      <ul className="ack-docs">
        {documentsFor(ack.loanType).map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>
        {copy.trackBefore}
        <a href="/track">{copy.trackLink}</a>
        {copy.trackAfter}
      </p>
    </div>
  )
}
