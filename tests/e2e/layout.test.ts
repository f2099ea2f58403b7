import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { mainNav } from '#src/shared/content/site'
import { en } from '#src/shared/i18n/en'
import { navDescriptions, serviceSlugs } from '#src/shared/content/services'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, modes, openPage, shot, type TestPage } from '../setup/browser'
import { hindi, publicPages } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// The public routes of docs/product.md §2 Routes, every service page among them; the admin routes are
// covered, signed in, by the admin stories. This is where each page meets axe at both widths, so the
// content stories (tests/e2e/pages.test.ts) read it at one.
const publicRoutes = [
  '/',
  '/about',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/blog',
  '/contact-us',
  '/termsandcondition',
  '/privacypolicy',
  '/service-details',
  '/emi-calculator',
  '/apply-now',
  '/is-this-us',
  '/admin',
]

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

describe.each(modes)('$name', (mode) => {
  const desktop = mode.width >= 1024
  /** A behaviour story, whose answer does not depend on the width, runs at one (docs/testing.md). */
  const behaviour = behaviourModes.includes(mode)

  // One browser tab per mode for the route stories: each opens its page afresh and reads only the
  // problems seen since, so they stay independent without a new browser context each.
  let tab: TestPage
  beforeAll(async () => {
    if (behaviour) tab = await openPage(browser, mode)
  })
  afterAll(() => tab?.close())

  // Each page loads once a mode, at the desktop width, and meets axe there and at the phone's.
  if (behaviour)
    test.for(publicRoutes)(
      '%s answers 200 inside the header and footer, with no axe finding, console error or CSP violation',
      async (route) => {
        const { page, problems } = tab
        problems.length = 0
        const res = await page.goto(`${site.url}${route}`)
        expect(res?.status()).toBe(200)
        expect(await page.locator('header.site-header').count()).toBe(1)
        expect(await page.locator('footer.site-footer').count()).toBe(1)
        expect(await page.locator('h1').count()).toBeGreaterThan(0)
        expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
        expect(problems.filter((p) => !/openstreetmap|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR/.test(p))).toEqual([])
      },
    )

  // Issue 11: the information pages are HTML and CSS only; the form pages load their own island.
  if (behaviour)
    test('information pages request no script at all, and the form pages do', async () => {
      const { page, close } = await openPage(browser, mode)
      const scripts: string[] = []
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
      })
      for (const route of [
        '/',
        '/about',
        '/services/home-loan',
        '/service-details',
        '/blog',
        '/termsandcondition',
        '/privacypolicy',
        '/no-such-page',
        '/admin',
      ]) {
        // A script the page asks for is requested before its load event; with none, none can follow.
        await page.goto(`${site.url}${route}`, { waitUntil: 'load' })
        expect(scripts, route).toEqual([])
      }
      for (const route of ['/emi-calculator', '/apply-now', '/contact-us']) {
        await page.goto(`${site.url}${route}`, { waitUntil: 'load' })
        // With JavaScript off the browser fetches nothing it cannot run.
        expect(scripts.length > 0, route).toBe(mode.js)
        scripts.length = 0
      }
      await close()
    })

  // Whether the page has its header is in the HTML, at any width: one width (docs/testing.md).
  if (behaviour)
    test('an unknown address answers 404 with a page inside the layout', async () => {
      const { page, close } = await openPage(browser, mode)
      const res = await page.goto(`${site.url}/no-such-page`)
      expect(res?.status()).toBe(404)
      expect(await page.locator('h1').innerText()).toBe('Page not found')
      expect(await page.locator('header.site-header').count()).toBe(1)
      await close()
    })

  if (desktop)
    test('the header links lead where they should and the current one is marked', async () => {
      const { page, close } = await openPage(browser, mode)
      // From a page that is in no menu, then from each menu page to the next.
      await page.goto(`${site.url}/termsandcondition`)
      expect(await page.locator('.main-nav a[aria-current="page"]').count()).toBe(0)
      for (const item of mainNav) {
        const label = en.common.nav[item.key]
        await page.locator('.main-nav > ul > li > a', { hasText: label }).first().click()
        await page.waitForURL(`${site.url}${item.href}`)
        const current = page.locator('.main-nav a[aria-current="page"]')
        expect(await current.first().innerText()).toContain(label)
      }
      await page.locator('a.header-cta').click()
      await page.waitForURL(`${site.url}/apply-now`)
      await page.locator('a.brand').first().click()
      await page.waitForURL(`${site.url}/`)
      await close()
    })

  if (desktop)
    test('hovering or focusing a Services entry shows its description', async () => {
      const { page, close } = await openPage(browser, mode)
      await page.goto(`${site.url}/about`)
      const dropdown = page.locator('.has-dropdown .dropdown')
      expect(await dropdown.isVisible()).toBe(false)
      await page.locator('.has-dropdown > a').hover()
      await dropdown.waitFor({ state: 'visible' })
      for (const entry of navDescriptions) {
        const link = dropdown.locator(`a[href="/services/${entry.slug}"]`)
        await link.hover()
        await link.locator('.desc').waitFor({ state: 'visible' })
        expect(await link.locator('.desc').innerText()).toBe(entry.description)
      }
      // Keyboard: focus alone opens the menu and reveals the description.
      await page.mouse.move(0, 500)
      await page.locator('.has-dropdown > a').focus()
      await page.keyboard.press('Tab')
      await dropdown.locator('a').first().locator('.desc').waitFor({ state: 'visible' })
      await page.locator('.has-dropdown > a').click()
      await page.waitForURL(`${site.url}/service-details`)
      await close()
    })

  if (!desktop)
    test('the phone menu opens, lists the services, and closes when an item is chosen', async () => {
      const { page, close } = await openPage(browser, mode)
      await page.goto(`${site.url}/`)
      const panel = page.locator('.mobile-panel')
      expect(await panel.isVisible()).toBe(false)
      await page.locator('.mobile-menu > summary').click()
      expect(await panel.isVisible()).toBe(true)
      await panel.locator('summary', { hasText: 'Services' }).click()
      expect(await panel.locator('a[href="/services/car-loan"]').isVisible()).toBe(true)
      await panel.locator('a[href="/services/car-loan"]').click()
      await page.waitForURL(`${site.url}/services/car-loan`)
      expect(await panel.isVisible()).toBe(false)
      await page.locator('.mobile-menu > summary').click()
      await panel.locator('a', { hasText: 'Apply Now' }).click()
      await page.waitForURL(`${site.url}/apply-now`)
      expect(await panel.isVisible()).toBe(false)
      await close()
    })

  // Issue 39: the open menu once took its size from the header, a 32 px strip that hid every link,
  // and the story above still passed, because a click scrolls its target into view first. Here the
  // menu is tapped where it is, nothing is scrolled, and each link must be what the phone shows at
  // its own centre: on every page with a Hindi twin, both twins, and the admin's sign-in. A page with
  // no script to run (JSON data only) is the same page with JavaScript on as off, where it is checked:
  // with it on, only the pages that carry a script are loaded (at least the forms and the tools).
  if (!desktop)
    test('on every public page in both languages, the open phone menu shows each of its links', async () => {
      const { page, close } = await openPage(browser, mode)
      let checked = 0
      for (const path of [...publicPages, ...publicPages.map(hindi), '/admin']) {
        if (mode.js && !RUNS_SCRIPT.test(await (await fetch(`${site.url}${path}`)).text())) continue
        await page.goto(`${site.url}${path}`)
        checked += 1
        await tap(page, '.mobile-menu > summary')
        expect(await unseenLinks(page, '.mobile-panel > ul > li > a, .mobile-panel > a'), path).toEqual([])
        if (path === '/' || path === '/hi') await shot(page, `menu-open${path.replaceAll('/', '-')}`, mode, { fullPage: false })
        await tap(page, '.mobile-panel summary')
        expect(await unseenLinks(page, '.mobile-panel details a'), path).toEqual([])
      }
      // With JavaScript on, the apply form and the contact form at least, in both languages.
      expect(checked).toBeGreaterThanOrEqual(mode.js ? 4 : publicPages.length * 2 + 1)
      await close()
    })
})

test('every footer link resolves to a page that is not 404, and outside links open in a new tab', async () => {
  const { page, close } = await openPage(browser, modes[1]!)
  await page.goto(`${site.url}/`)
  const links = await page.locator('footer a').evaluateAll((as) =>
    as.map((a) => ({
      href: a.getAttribute('href')!,
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
      label: a.getAttribute('aria-label'),
    })),
  )
  const internal = links.filter((l) => l.href.startsWith('/'))
  const external = links.filter((l) => /^https?:/.test(l.href))
  const placeholders = links.filter((l) => l.href === '#')
  expect(internal.map((l) => l.href)).toEqual(
    expect.arrayContaining([
      '/',
      '/about',
      '/blog',
      '/contact-us',
      '/termsandcondition',
      '/privacypolicy',
      '/apply-now#pricing',
      '/about#faqsection',
      '/services/home-loan',
    ]),
  )
  for (const link of internal) {
    const res = await fetch(`${site.url}${link.href}`)
    expect(res.status, link.href).toBe(200)
  }
  expect(external.length).toBeGreaterThanOrEqual(2) // View Map and the chat button
  for (const link of external) {
    expect(link.target, link.href).toBe('_blank')
    expect(link.rel, link.href).toContain('noopener')
  }
  expect(placeholders.map((l) => l.label)).toHaveLength(3)
  expect(await page.locator('footer').innerText()).toMatch(/© 2022-2025/)
  expect(await page.locator('footer').innerText()).toContain('Monday to Saturday, 10 AM to 7 PM')
  for (const heading of ['Company', 'Services', 'Policy', 'Office Address']) {
    expect(await page.locator('footer h2', { hasText: heading }).count()).toBe(1)
  }
  await close()
})

/** A script element the browser runs: any but the JSON data ones (structured data, an island's context). */
const RUNS_SCRIPT = /<script(?![^>]*\btype="application\/(?:ld\+)?json")[\s>]/i

/**
 * Taps the middle of the element `selector` finds, as a finger would: no scrolling, no waiting. Its box
 * is read in the page rather than through a locator, which would load Playwright's injected script
 * into each of the story's hundred pages, most of the story's cost.
 */
async function tap(page: Page, selector: string): Promise<void> {
  const centre = await page.evaluate((selector) => {
    const box = document.querySelector(selector)?.getBoundingClientRect()
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, selector)
  if (!centre) throw new Error(`${selector} is not on the page`)
  await page.mouse.click(centre.x, centre.y)
}

/**
 * The links `selector` finds that are not the element at the centre of their own box, with what is
 * there instead ("none found" when there is no link). The menu's slide-in is moved to its end first;
 * nothing is scrolled, so a link below the fold or under another element is unseen.
 */
function unseenLinks(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    for (const motion of document.querySelector('.mobile-panel')?.getAnimations() ?? []) motion.finish()
    const links = [...document.querySelectorAll(selector)]
    if (links.length === 0) return ['none found']
    return links.flatMap((a) => {
      const box = a.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return hit && a.contains(hit) ? [] : [`${a.getAttribute('href')} under ${hit?.outerHTML.slice(0, 80) ?? 'nothing (off screen)'}`]
    })
  }, selector)
}
