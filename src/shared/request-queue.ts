import { requestKinds, type RequestKind } from './content/track'

// The queue of applicants' open requests (issue 21, docs/decisions/146): the site promises action
// within 7 days of a request made on Track application, so each one is due 7 days after it came.

export const REQUEST_DUE_DAYS = 7
const DAY_MS = 86_400_000

/** A completed copy request's copy can be downloaded from the tracker for this many days (docs/decisions/193). */
export const COPY_AVAILABLE_DAYS = 7

/** Until when a copy made available at `now` can be downloaded. */
export const copyAvailableUntil = (now: Date): string => new Date(now.getTime() + COPY_AVAILABLE_DAYS * DAY_MS).toISOString()

export const REQUESTS_PATH = '/admin-dashboard/requests'

/** The time a request made at `createdAt` (ISO, UTC) is due. */
export const requestDueAt = (createdAt: string): string => new Date(Date.parse(createdAt) + REQUEST_DUE_DAYS * DAY_MS).toISOString()

/** Requests made before this time are overdue at `now`. */
export const overdueBefore = (now: Date): string => new Date(now.getTime() - REQUEST_DUE_DAYS * DAY_MS).toISOString()

/** Which open requests the queue shows: all of them, or only the overdue. */
export const queueShows = ['open', 'overdue'] as const
export type QueueShow = (typeof queueShows)[number]

export interface QueueFilters {
  kind?: RequestKind
  show: QueueShow
}

export function cleanQueueFilters(raw: Record<string, unknown>): QueueFilters {
  const kind = (requestKinds as readonly unknown[]).includes(raw.kind) ? (raw.kind as RequestKind) : undefined
  return { ...(kind && { kind }), show: raw.show === 'overdue' ? 'overdue' : 'open' }
}

export interface QueuedRequest {
  id: number
  applicationId: number
  reference: string
  kind: RequestKind
  createdAt: string
  dueAt: string
  overdue: boolean
}

export interface RequestCounts {
  open: number
  overdue: number
}

export interface RequestQueue {
  rows: QueuedRequest[]
  filters: QueueFilters
  counts: RequestCounts
  /** True when there were more rows than the page shows (the oldest come first). */
  more: boolean
}
