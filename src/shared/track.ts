// What the tracker page (/track) receives about one application after a successful look-up
// (docs/decisions/100). Browser-safe: no personal values beyond the reference, only stages and choices.
import type { LoanTypeKey } from './content/loan-types'
import type { ConsentPurpose } from './content/consent'
import type { StepFacts } from './track-facts'
import type { RequestKind } from './content/track'

export interface TrackStage {
  status: string
  at: string
}

export interface ConsentState {
  purpose: ConsentPurpose
  given: boolean
  /** When the latest choice was recorded; null when no choice was ever recorded (not given). */
  at: string | null
}

export interface ApplicantRequest {
  id: number
  kind: RequestKind
  status: 'open' | 'done'
  createdAt: string
  doneAt: string | null
  doneBy: string | null
  /** A copy request done by the desk: the copy can be downloaded from the tracker until then (docs/decisions/193). */
  readyUntil: string | null
}

export interface TrackView {
  reference: string
  receivedAt: string
  status: string
  loanType: LoanTypeKey
  /** Received first, then every status change, oldest first. */
  stages: TrackStage[]
  /** What the steps recorded: the lender, the sanction, the payout, a reason (docs/decisions/228). */
  facts: StepFacts
  consents: ConsentState[]
  requests: ApplicantRequest[]
  /** Until when a copy of the applicant's data can be downloaded here; null when none is ready (docs/decisions/193). */
  copyReadyUntil: string | null
}

/** The tracker's read for its +data hook: the application a look-up token names, or null. */
export interface TrackPages {
  view(token: string): Promise<TrackView | null>
}
