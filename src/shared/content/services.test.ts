import { describe, expect, test } from 'vitest'
import { hi } from '../i18n/hi'
import { serviceSlugs, services } from './services'

// The copy lives in the catalogue's services part (src/shared/i18n/en/services.ts); these hold what
// the service page's layout counts on.
describe('each service page has its full copy', () => {
  test.for(serviceSlugs)(
    '%s: three pictures with alt text, four steps, up to nine points and seven documents, two facts or more',
    (slug) => {
      const s = services[slug]
      expect(s.slug).toBe(slug)
      expect(s.images).toEqual([1, 2, 3].map((n) => `/images/services/${slug}-${n}.webp`))
      expect(s.imageAlts).toHaveLength(3)
      expect(s.imageAlts.every((alt) => alt.length > 10)).toBe(true)
      expect(s.steps).toHaveLength(4)
      expect(s.points.length).toBeGreaterThan(0)
      expect(s.points.length).toBeLessThanOrEqual(9)
      expect(s.docs.length).toBeGreaterThan(0)
      expect(s.docs.length).toBeLessThanOrEqual(7)
      expect(s.facts.length).toBeGreaterThanOrEqual(2)
      expect(s.facts.every((f) => f.label && f.value)).toBe(true)
    },
  )
})

// A Hindi page says the same figures as its English twin (docs/product.md §20 Business constants).
describe('each service page in Hindi', () => {
  const amounts = (text: string) => text.match(/₹[\d,]+|[\d.]+%|\d+(?:-\d+)?/g) ?? []
  test.for(serviceSlugs)('%s: every fact, and every amount or rate in the points, as in English', (slug) => {
    const en = services[slug]
    const hindi = hi.services.pages[slug]
    expect(hindi.facts.map((f) => amounts(f.value))).toEqual(en.facts.map((f) => amounts(f.value)))
    const money = (text: string) => text.match(/₹[\d,]+|[\d.]+%/g) ?? []
    expect(hindi.points.map(money)).toEqual(en.points.map(money))
  })
})
