import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { faqs } from '#src/shared/content/faq'
import { banner, caseStudies, features, hero, whyChooseUs } from '#src/shared/content/home'
import { privacy, terms } from '#src/shared/content/legal'
import { loanTypeFromTitle } from '#src/shared/content/loan-types'
import { productCards } from '#src/shared/content/products'
import { benefits, services, serviceSlugs } from '#src/shared/content/services'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, openPage, type TestPage } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

// The main content's text, as the page's source has it (CSS may upper-case labels on screen).
const text = async (page: Page) => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ')
const hrefs = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).evaluateAll((els) => els.map((a) => a.getAttribute('href')))

/**
 * Opens `path` afresh in the mode's tab and runs a content story on it, then checks the problems seen
 * since it opened. Each of these pages is checked with axe at both widths by its layout story
 * (tests/e2e/layout.test.ts), so a content story reads it at one width.
 */
async function visit(tab: TestPage, path: string, run: (page: Page, status: number | undefined) => Promise<void>) {
  const { page, problems } = tab
  problems.length = 0
  const res = await page.goto(`${site.url}${path}`)
  await run(page, res?.status())
  expect(problems).toEqual([])
}

// What each page says and where its links lead does not depend on the width: one width, JavaScript
// on and off (docs/testing.md). Each story opens its page afresh in one tab per mode, so the stories
// stay independent without a browser context each.
describe.each(behaviourModes)('$name', (mode) => {
  let tab: TestPage
  beforeAll(async () => {
    tab = await openPage(browser, mode)
  })
  afterAll(() => tab?.close())

  test('a visitor reads every section of the home page', async () => {
    await visit(tab, '/', async (page, status) => {
      expect(status).toBe(200)
      const body = await text(page)
      for (const t of [
        hero.label,
        hero.headline,
        'Trusted over 70,000',
        '10.2k',
        whyChooseUs.heading,
        caseStudies.heading,
        caseStudies.line,
        banner,
        features.label,
        'Why Loan Partner is Your Best Loan Partner?',
        'Saving Growth',
        'Monthly Payment Status',
      ]) {
        expect(body).toContain(t)
      }
      for (const r of whyChooseUs.reasons) expect(body).toContain(r.title)
      for (const f of features.items) expect(body).toContain(f.title)
      for (const card of productCards) {
        await expect(
          page.locator('.marquee-cases .marquee-group:not([aria-hidden]) .case-title', { hasText: card.title }).count(),
        ).resolves.toBe(1)
      }
      expect(await hrefs(page, 'Apply Now')).toContain('/apply-now')
      expect(await hrefs(page, 'Check Eligibility')).toEqual(['/apply-now'])
      // Four of five stars filled, and a screen reader hears the rating.
      const rating = page.getByRole('img', { name: 'Rated 4 out of 5 stars' }).first()
      expect(await rating.locator('.star.is-filled').count()).toBe(4)
      expect(await rating.locator('.star').count()).toBe(5)
      // Six lender logos, named once for assistive technology and repeated for the loop.
      expect(
        await page
          .getByRole('region', { name: /Lending partner logos/ })
          .getByRole('img')
          .count(),
      ).toBe(6)
      expect(await page.locator('.marquee-logos img').count()).toBeGreaterThan(6)
      // The clip waits for the visitor: browser controls, no autoplay, only the poster until played.
      const video = page.locator('.why-media video')
      expect(
        await video.evaluate((v: HTMLVideoElement) => [
          v.controls,
          v.muted || v.hasAttribute('muted'),
          v.autoplay,
          v.playsInline,
          v.preload,
          v.getAttribute('poster'),
        ]),
      ).toEqual([true, true, false, true, 'none', '/media/why-us-poster.webp'])
      // No post yet on a fresh site: the teaser says so and still links to the blog.
      expect(body).toContain('No blog posts yet.')
      expect(await hrefs(page, 'View all blogs')).toEqual(['/blog'])
      // Every image reserves its space.
      const unsized = await page.locator('main img:not([width][height])').count()
      expect(unsized).toBe(0)
    })
  })

  test('a visitor reads About and opens the FAQ one entry at a time', async () => {
    await visit(tab, '/about', async (page, status) => {
      expect(status).toBe(200)
      const body = await text(page)
      expect(body).toContain('10.2k')
      expect(body).toContain('Trusted over 70,000')
      expect(await hrefs(page, 'Free Consultation')).toEqual(['/contact-us'])
      const entries = page.locator('#faqsection details')
      expect(await entries.count()).toBe(7)
      const isOpen = () => entries.evaluateAll((els) => els.map((d) => (d as HTMLDetailsElement).open))
      expect(await isOpen()).toEqual([false, false, false, false, false, false, false])
      await page.getByText(faqs[0]!.title).click()
      expect(await isOpen()).toEqual([true, false, false, false, false, false, false])
      await expect(page.getByText(faqs[0]!.answer).isVisible()).resolves.toBe(true)
      await page.getByText(faqs[2]!.title).click()
      expect(await isOpen()).toEqual([false, false, true, false, false, false, false])
      await page.getByText(faqs[2]!.title).click()
      expect(await isOpen()).toEqual([false, false, false, false, false, false, false])
    })
  })

  test.for(serviceSlugs)('/services/%s shows its content, figures and the three benefit blocks', async (slug) => {
    const s = services[slug]
    await visit(tab, `/services/${slug}`, async (page, status) => {
      expect(status).toBe(200)
      expect(await page.locator('h1').innerText()).toBe(s.title)
      const body = await text(page)
      for (const t of [s.description, s.paragraph1, s.heading1, 'How to Apply?', ...s.points, ...s.steps, ...s.docs])
        expect(body).toContain(t)
      for (const f of s.facts) expect(body).toContain(f.value)
      for (const src of s.images) expect(await page.locator(`main img[src="${src}"]`).count()).toBe(1)
      const blocks = await page.locator('.benefit h3').allInnerTexts()
      expect(blocks).toEqual(benefits.map((b) => b.title))
      expect(blocks).toEqual(['Immediate Financial Assistance', 'Flexible Repayment Options', 'Builds Credit Score'])
    })
  })

  test('Apply Now on the home loan page arrives at /apply-now carrying Home Loan', async () => {
    const { page } = tab
    await page.goto(`${site.url}/services/home-loan`)
    await page.locator('main').getByRole('link', { name: 'Apply Now' }).first().click()
    await page.waitForURL(/\/apply-now\?/)
    const url = new URL(page.url())
    expect(url.pathname).toBe('/apply-now')
    expect(url.searchParams.get('loan')).toBe('Home Loan')
    expect(loanTypeFromTitle(url.searchParams.get('loan') ?? undefined)).toBe('home')
  })

  test('Apply Now on the credit cards page carries Credit Cards, which the apply page maps to Credit Card Loan', async () => {
    const { page } = tab
    await page.goto(`${site.url}/services/creditcard-loan`)
    const href = await page.locator('main').getByRole('link', { name: 'Apply Now' }).first().getAttribute('href')
    expect(href).toBe('/apply-now?loan=Credit%20Cards')
    expect(loanTypeFromTitle(new URL(href!, site.url).searchParams.get('loan')!)).toBe('credit-card')
  })

  test('Loan Services lists every loan with real copy and images', async () => {
    await visit(tab, '/service-details', async (page, status) => {
      expect(status).toBe(200)
      expect(await page.locator('h1').innerText()).toBe('Loan Services')
      const body = await text(page)
      expect(body).not.toMatch(/lorem|ipsum/i)
      for (const slug of serviceSlugs) expect(await page.locator(`main a[href="/services/${slug}"]`).count()).toBeGreaterThan(0)
      expect(await page.locator('.overview-gallery img').count()).toBe(3)
    })
  })

  test('the terms have 8 numbered sections and the privacy policy 15, naming the support e-mail', async () => {
    await visit(tab, '/termsandcondition', async (page, status) => {
      expect(status).toBe(200)
      const headings = await page.locator('.legal-section h2').allInnerTexts()
      expect(headings).toHaveLength(8)
      expect(headings.map((h) => h.replace(/\s+/g, ' '))).toEqual(terms.map((t, i) => `${i + 1}. ${t.heading}`))
      expect(await text(page)).not.toContain('{supportEmail}')
    })
    await visit(tab, '/privacypolicy', async (page, status) => {
      expect(status).toBe(200)
      const headings = await page.locator('.legal-section h2').allInnerTexts()
      expect(headings).toHaveLength(15)
      expect(headings.map((h) => h.replace(/\s+/g, ' '))).toEqual(privacy.map((t, i) => `${i + 1}. ${t.heading}`))
      const access = page.locator('.legal-section', { hasText: 'Access, Update or Delete Your Data' })
      expect(await access.getByRole('link', { name: site.deps.site.email }).first().getAttribute('href')).toBe(
        `mailto:${site.deps.site.email}`,
      )
      const body = await text(page)
      expect(body).not.toContain('{supportEmail}')
      // DPDP Act 2023: what is collected, why, how long, and whom to complain to.
      for (const t of [
        'PAN',
        'Enquiry (contact) form',
        'How We Use Your Information',
        '365 days',
        'Grievance Officer',
        'Data Protection Board of India',
      ])
        expect(body).toContain(t)
    })
  })
})

// The 404 page of an unknown service is in no layout story's route list: its axe check runs here, at
// both widths, on the page as loaded at one (docs/decisions/161).
describe.each(behaviourModes)('$name', (mode) => {
  test('an unknown service gives Service Not Found with status 404', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    try {
      const res = await page.goto(`${site.url}/services/gold-loan`)
      expect(res?.status()).toBe(404)
      expect(await page.locator('h1').innerText()).toBe('Service Not Found')
      expect(await text(page)).toContain('The selected service does not exist.')
      expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
      // The browser reports the 404 document itself as a failed resource; nothing else may fail.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([])
    } finally {
      await close()
    }
  })
})

/** The hero card at the front: the one drawn at more than half opacity. */
const shownCard = (page: Page) =>
  page.evaluate(() => String([...document.querySelectorAll('.hero-card')].findIndex((c) => Number(getComputedStyle(c).opacity) > 0.5)))

/**
 * The play state of each running CSS animation of `name` on the page ('running' or 'paused'), as the
 * page's own animation clock has it: a paused animation cannot move, however long one watches, and
 * an element that is not drawn has none at all.
 */
const playStates = (page: Page, name: RegExp) =>
  page.evaluate(
    (source) =>
      document
        .getAnimations()
        .filter((a) => a instanceof CSSAnimation && new RegExp(source).test(a.animationName))
        .map((a) => a.playState),
    name.source,
  )
const HERO = /^hero-card$/

/** The counters' values as CSS draws them (--saving and --payment, shown through a CSS counter). */
const counters = (page: Page) =>
  page.evaluate(() =>
    ['.widget-saving', '.widget-payment'].map((s, i) =>
      Number(getComputedStyle(document.querySelector(s)!).getPropertyValue(i ? '--payment' : '--saving')),
    ),
  )

type Frame = { at: number; slide: string; saving: number; payment: number }

/**
 * What the home page's CSS motion shows every `step` ms from `from` to `to`: each animation is paused
 * and its clock set to that moment, so the answer depends on the CSS alone and not on how busy the
 * machine is. The shown card is the one drawn at more than half opacity. Sampled off the whole
 * 50 ms, a change is always seen at the first sample after it, never on its edge.
 */
const framesOf = (page: Page, { from = 25, to, step = 50 }: { from?: number; to: number; step?: number }): Promise<Frame[]> =>
  page.evaluate(
    ({ from, to, step }) => {
      const animations = document.getAnimations()
      const value = (selector: string, property: string) =>
        Number(getComputedStyle(document.querySelector(selector)!).getPropertyValue(property))
      const frames = []
      for (let at = from; at <= to; at += step) {
        for (const a of animations) {
          a.pause()
          a.currentTime = at
        }
        const cards = [...document.querySelectorAll('.hero-card')]
        frames.push({
          at,
          slide: String(cards.findIndex((c) => Number(getComputedStyle(c).opacity) > 0.5)),
          saving: value('.widget-saving', '--saving'),
          payment: value('.widget-payment', '--payment'),
        })
      }
      return frames
    },
    { from, to, step },
  )

/** The moments at which `key` took a new value, and the value it took (the first frame included). */
const changesOf = <K extends keyof Frame>(frames: Frame[], key: K) =>
  frames.filter((f, i) => i === 0 || f[key] !== frames[i - 1]![key]).map((f) => ({ at: f.at, value: f[key] }))

/** The time between one change and the next. */
const gapsOf = (changes: { at: number }[]) => changes.slice(1).map((c, i) => c.at - changes[i]!.at)

// The motion is CSS alone, so it must behave the same with JavaScript off (docs/decisions/086).
describe.each(modes.filter((m) => m.width >= 1024))('motion on the home page, $name', (desktop) => {
  const phone = modes.find((m) => m.width < 768 && m.js === desktop.js)!

  test('the hero carousel moves to the next card every 3 seconds', async () => {
    const { page, problems, close } = await openPage(browser, desktop)
    try {
      await page.goto(`${site.url}/`)
      await page.locator('.hero-carousel').waitFor()
      // Running, it turns by itself (the test only watches, for as long as the turn takes).
      const first = await shownCard(page)
      await expect.poll(() => shownCard(page)).not.toBe(first)
      // Its clock: the first card, then the second and third, 3 s apart, and round again.
      const changes = changesOf(await framesOf(page, { to: 9000 }), 'slide')
      expect(changes.map((c) => c.value)).toEqual(['0', '1', '2', '0'])
      expect(gapsOf(changes).slice(1)).toEqual([3000, 3000])
      // Six seconds and a bit in, the third card is at the front, and the third dot is the long one.
      await framesOf(page, { from: 6100, to: 6100 })
      const front = await page.evaluate(() => {
        const card = [...document.querySelectorAll<HTMLImageElement>('.hero-card')].find((c) => Number(getComputedStyle(c).opacity) > 0.5)
        return [card?.getAttribute('src'), [...document.querySelectorAll('.hero-dots span')].map((d) => getComputedStyle(d).width)]
      })
      expect(front).toEqual(['/images/hero/card-3.webp', ['8px', '8px', '24px']])
      expect(problems).toEqual([])
    } finally {
      await close()
    }
  })

  test('the carousel holds still while hovered and while it has keyboard focus', async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      await page.goto(`${site.url}/`)
      expect(await playStates(page, HERO)).toEqual(['running', 'running', 'running'])
      await page.locator('.hero-carousel').hover()
      await expect.poll(() => playStates(page, HERO)).toEqual(['paused', 'paused', 'paused'])
      await page.mouse.move(5, 700)
      await expect.poll(() => playStates(page, HERO)).toEqual(['running', 'running', 'running'])
      await page.locator('.hero-carousel').focus()
      await expect.poll(() => playStates(page, HERO)).toEqual(['paused', 'paused', 'paused'])
      // Let go, and it turns again.
      await page.locator('.hero-carousel').blur()
      await expect.poll(() => playStates(page, HERO)).toEqual(['running', 'running', 'running'])
    } finally {
      await close()
    }
  })

  test('under reduced motion nothing moves: carousel, counters and marquees stay still', async () => {
    const { page, close } = await openPage(browser, desktop, { reducedMotion: true })
    try {
      await page.goto(`${site.url}/`)
      expect(await counters(page)).toEqual([40, 60])
      // Nothing is animated at all, so nothing can move however long one watches.
      expect(await playStates(page, /./)).toEqual([])
      expect(
        await page
          .locator('.hero-card')
          .first()
          .evaluate((el) => getComputedStyle(el).opacity),
      ).toBe('1')
      expect(
        await page
          .locator('.marquee-track')
          .first()
          .evaluate((el) => getComputedStyle(el).animationName),
      ).toBe('none')
      // The duplicate copies are gone, so every logo shows once, still.
      expect(await page.locator('.marquee-logos img:visible').count()).toBe(6)
      expect(await page.evaluate(() => [document.querySelector('video')!.paused, document.querySelector('video')!.autoplay])).toEqual([
        true,
        false,
      ])
    } finally {
      await close()
    }
  })

  test('the counters rise by 20 every 1.5 s and by 10 every 0.8 s, back to 0 after 100, once scrolled to', async () => {
    const { page, close } = await openPage(browser, desktop)
    const counting = () =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSAnimation && /^(saving|payment)/.test(a.animationName)).length,
      )
    try {
      await page.goto(`${site.url}/`)
      // Below the fold the section is not drawn, so the counters spend nothing (docs/decisions/134).
      expect(await counting()).toBe(0)
      await page.locator('.features').scrollIntoViewIfNeeded()
      await expect.poll(counting).toBe(4)
      // Each counter's clock over a turn and a half: which value it shows from when.
      const frames = await framesOf(page, { to: 13_200 })
      const saving = changesOf(frames, 'saving')
      const payment = changesOf(frames, 'payment')
      expect(saving.map((c) => c.value)).toEqual([40, 60, 80, 100, 0, 20, 40, 60, 80])
      expect(gapsOf(saving)).toEqual(Array(8).fill(1500))
      expect(payment.map((c) => c.value)).toEqual([60, 70, 80, 90, 100, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 0])
      expect(gapsOf(payment)).toEqual(Array(16).fill(800))
      await page.reload()
      // Hovering a counter holds it: its own animations pause, the other counter's run on.
      await page.locator('.widget-saving').hover()
      await expect.poll(() => playStates(page, /^saving/)).toEqual(['paused', 'paused'])
      expect(await playStates(page, /^payment/)).toEqual(['running', 'running'])
    } finally {
      await close()
    }
  })

  test('the marquees scroll and pause on hover', async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      await page.goto(`${site.url}/`)
      const logos = page.locator('.marquee-logos')
      expect(await logos.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationName)).toBe('marquee')
      const state = () => logos.locator('.marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState)
      expect(await state()).toBe('running')
      await logos.hover()
      expect(await state()).toBe('paused')
      // Keyboard focus holds it too.
      await page.mouse.move(5, 700)
      await logos.focus()
      expect(await state()).toBe('paused')
    } finally {
      await close()
    }
  })

  test('on a phone the carousel is not shown and does not turn', async () => {
    const { page, close } = await openPage(browser, phone)
    try {
      await page.goto(`${site.url}/`)
      expect(await page.locator('.hero-carousel').isVisible()).toBe(false)
      // Not drawn, its cards have no animation to turn them.
      expect(await playStates(page, HERO)).toEqual([])
      expect(await playStates(page, /^marquee$/)).not.toEqual([])
    } finally {
      await close()
    }
  })

  test('/about#faqsection scrolls the FAQ into view', async () => {
    const { page, close } = await openPage(browser, desktop)
    try {
      await page.goto(`${site.url}/about#faqsection`)
      // Polled from the test: with JavaScript off the page cannot run a waiting function itself.
      const inView = () =>
        page.evaluate(() => {
          const top = document.getElementById('faqsection')!.getBoundingClientRect().top
          return top >= 0 && top < window.innerHeight / 2
        })
      await expect.poll(inView, { timeout: 5_000 }).toBe(true)
    } finally {
      await close()
    }
  })
})
