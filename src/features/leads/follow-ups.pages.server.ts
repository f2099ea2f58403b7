import type { Knex } from 'knex'
import type { FollowUpPages } from '#src/shared/follow-ups'
import { leadFollowUp } from './follow-ups.service.server'
import { todayCounts, todayLists } from './today.service.server'

/** The follow-up reads for the +data hooks (pageContext.services.followUps), at the time of the request. */
export function createFollowUpPages(db: Knex): FollowUpPages {
  return {
    today: () => todayLists(db, new Date()),
    counts: () => todayCounts(db, new Date()),
    lead: (kind, id) => leadFollowUp(db, kind, id),
  }
}
