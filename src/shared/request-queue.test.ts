import { describe, expect, test } from 'vitest'
import { cleanQueueFilters, overdueBefore, requestDueAt } from './request-queue'

describe('the requests queue rules', () => {
  test('a request is due 7 days to the millisecond after it came, and overdue once that has passed', () => {
    expect(requestDueAt('2026-11-21T18:40:00.123Z')).toBe('2026-11-28T18:40:00.123Z')
    expect(overdueBefore(new Date('2026-11-28T18:40:00.123Z'))).toBe('2026-11-21T18:40:00.123Z')
  })

  test('the filters keep a known kind and "overdue"; anything else shows every open request', () => {
    expect(cleanQueueFilters({ kind: 'erasure', show: 'overdue' })).toEqual({ kind: 'erasure', show: 'overdue' })
    expect(cleanQueueFilters({ kind: 'pizza', show: 'all' })).toEqual({ show: 'open' })
    expect(cleanQueueFilters({})).toEqual({ show: 'open' })
  })
})
