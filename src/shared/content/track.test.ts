import { describe, expect, test } from 'vitest'
import { hi } from '../i18n/hi'
import { applicationStatuses } from '../leads'
import { nextSteps, stageLabels, usualPath } from './track'

describe('the tracker names every stage of the lead desk', () => {
  test('every status has a label and a next step, in English and in Hindi, and nothing else has', () => {
    const statuses = [...applicationStatuses].sort()
    for (const table of [stageLabels, nextSteps, hi.track.stageLabels, hi.track.nextSteps])
      expect(Object.keys(table).sort()).toEqual(statuses)
    expect(usualPath.every((s) => statuses.includes(s))).toBe(true)
  })
})
