import { decisionTimeFor, documentsFor, isLoanTypeKey, loanTypeName, type Acknowledged } from '#src/shared/content/after-submit'
import { formatDate } from '#src/shared/format/date'

/** The acknowledgement in the JSON API's 201 body: what the success flash shows (docs/decisions/100). */
export function acknowledgementBody(ack: Acknowledged) {
  return {
    reference: ack.reference,
    receivedAt: ack.receivedAt,
    receivedOn: formatDate(ack.receivedAt),
    loanType: loanTypeName(ack.loanType),
    expectedDecision: decisionTimeFor(ack.loanType),
    documents: [...documentsFor(ack.loanType)],
    track: '/track',
  }
}

export function acknowledged(reference: string, loanType: string, now: Date): Acknowledged {
  return { reference, loanType: isLoanTypeKey(loanType) ? loanType : 'personal', receivedAt: now.toISOString() }
}
