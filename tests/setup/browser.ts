import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { chromium, type Browser, type Page, type PageScreenshotOptions, type Route, type ViewportSize } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface Mode {
  name: string
  js: boolean
  width: number
  height: number
}

/**
 * Every page is tested with JavaScript on and off, at desktop and phone widths: the modes of a
 * layout, accessibility (axe) or screenshot story, whose answer depends on the width (docs/testing.md).
 */
export const modes: Mode[] = [
  { name: 'desktop, JS on', js: true, width: 1280, height: 800 },
  { name: 'desktop, JS off', js: false, width: 1280, height: 800 },
  { name: 'phone, JS on', js: true, width: 375, height: 740 },
  { name: 'phone, JS off', js: false, width: 375, height: 740 },
]

/** The same four, by name, for `describe.each(layoutModes)` in a layout, axe or screenshot story. */
export const layoutModes: Mode[] = modes

/**
 * A behaviour story (what a visitor does and gets: content, links, forms, messages, data) runs at one
 * width, with JavaScript on and off: its answer does not depend on the width (docs/testing.md).
 */
export const behaviourModes: Mode[] = modes.filter((m) => m.width === 1280)

/**
 * Debian's Chromium headless shell: the same Blink as `/usr/bin/chromium` without the browser's own
 * layer, and about 40 % less work a page (docs/decisions/186). `CHROMIUM_PATH` names another build;
 * the full browser is the fallback where the shell is not installed.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p))

let shared: Promise<Browser> | undefined

/**
 * The worker's Chromium, launched by its first browser file and shared by the rest: the files of a
 * worker share one module graph (`isolate: false`), and a launch costs more than a second of CPU
 * (docs/testing.md). A file hands it back with `leaveBrowser`; it closes with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    .then((launched) => launched.on('disconnected', () => (shared = undefined)))
  return shared
}

/**
 * Closes what a file left open in the worker's browser (a context a story never closed, a tab of
 * the file's own), keeping the tabs put back for reuse and the twin tab of axe.
 */
export async function leaveBrowser(left: Browser | undefined): Promise<void> {
  if (!left?.isConnected()) return
  const kept = new Set([...(idleTabs.get(left)?.values() ?? [])].flat().map((tab) => tab.context()))
  const twin = await twins.get(left)
  if (twin) kept.add(twin.context())
  await Promise.all(
    left
      .contexts()
      .filter((context) => !kept.has(context))
      .map((context) => context.close()),
  )
}

export interface TestPage {
  page: Page
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[]
  close(): Promise<void>
}

/**
 * Tabs whose story has ended, kept for the next story of the same browser, JavaScript setting and
 * motion preference. A new context starts a new renderer process for its first page, which costs
 * about 0.6 CPU-seconds against a few hundredths for the next page of an open tab (docs/decisions/187).
 */
const idleTabs = new WeakMap<Browser, Map<string, Page[]>>()

/**
 * A tab for one story, in `mode`, with the console errors, page errors and CSP violations it sees:
 * one another story of this browser has left, put back as a new context gives it (`reset`), or a new
 * context's. `own: true` gives a context of its own, closed after the story, for a story that changes
 * what cannot be put back (an init script).
 */
export async function openPage(browser: Browser, mode: Mode, opts: { reducedMotion?: boolean; own?: boolean } = {}): Promise<TestPage> {
  const reducedMotion = opts.reducedMotion ? 'reduce' : 'no-preference'
  const key = `${mode.js} ${reducedMotion}`
  const idle = idleTabs.get(browser) ?? new Map<string, Page[]>()
  idleTabs.set(browser, idle)
  const viewport = { width: mode.width, height: mode.height }
  const reused = opts.own ? undefined : idle.get(key)?.pop()
  if (reused) await reused.setViewportSize(viewport)
  const tab = reused ?? (await (await browser.newContext({ javaScriptEnabled: mode.js, viewport, reducedMotion })).newPage())
  const problems: string[] = []
  tab.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
  })
  tab.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return {
    page: tab,
    problems,
    async close() {
      if (!opts.own && (await reset(tab))) idle.set(key, [...(idle.get(key) ?? []), tab])
      else await tab.context().close()
    },
  }
}

/**
 * Puts a tab back as a new context gives it: no other tab, listener or route; no cookies, storage,
 * cache, permissions, extra headers or print media; the mouse in the corner; on an inert page of the
 * same site (its robots.txt), so that nothing of the story's last page runs on. Not on about:blank:
 * a browser-side navigation there starts a new renderer process, the very cost this saves. False
 * when the tab cannot be reused (the story closed it, or its renderer crashed).
 */
async function reset(page: Page): Promise<boolean> {
  const context = page.context()
  try {
    for (const other of context.pages()) if (other !== page) await other.close()
    page.removeAllListeners()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    const { origin } = new URL(page.url())
    const cdp = await context.newCDPSession(page)
    if (origin.startsWith('http')) {
      await page.goto(`${origin}/robots.txt`)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })
    }
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    await context.clearCookies()
    await context.clearPermissions()
    await page.setExtraHTTPHeaders({})
    await page.emulateMedia({ media: null })
    await page.mouse.move(0, 0)
    return true
  } catch {
    return false
  }
}

/** A page's scripts, which a page loaded with JavaScript off never ran and axe need not read. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>/gi

/**
 * Axe-core's violations of impact serious or critical, as readable lines, on what the visitor of
 * `page` sees at its own size.
 */
export async function seriousA11yViolations(page: Page, js: boolean): Promise<string[]> {
  const [found] = await a11yAtSizes(page, js, [page.viewportSize()!])
  return found!
}

/** What axe found, by viewport size and markup (without scripts, relative to the site's origin). */
const findings = new Map<string, string[]>()

/**
 * Axe-core's serious and critical violations on `page` at each of `sizes`, one list a size; the
 * viewport is put back after. The same markup at the same size is the same check, so a check already
 * made in this worker is not made again: a page whose JavaScript changes nothing (most public pages)
 * meets axe once, not once with JavaScript on and again off (docs/testing.md).
 *
 * A page with JavaScript off cannot run axe, so its markup is checked in a twin tab that can: the
 * same markup without its scripts, under a <base> of the page's address so that its styles, fonts
 * and images load as they did (a page without JavaScript cannot change, so the twin stays true to it
 * at any width). One twin tab per browser serves every such check; a context, a tab and intercepted
 * requests each cost more than axe itself (docs/testing.md).
 */
export async function a11yAtSizes(page: Page, js: boolean, sizes: ViewportSize[]): Promise<string[][]> {
  const markup = (await page.evaluate(documentMarkup)).replace(SCRIPTS, '')
  const digest = createHash('sha256')
    .update(markup.replaceAll(new URL(page.url()).origin, ''))
    .digest('base64')
  const keys = sizes.map(({ width, height }) => `${width}x${height} ${digest}`)
  if (keys.some((key) => !findings.has(key))) {
    const target = js ? page : await twinWith(page, markup)
    const original = target.viewportSize()!
    for (const [i, size] of sizes.entries()) {
      if (findings.has(keys[i]!)) continue
      await resize(target, size)
      findings.set(keys[i]!, await runAxe(target))
    }
    await resize(target, original)
  }
  return keys.map((key) => findings.get(key)!)
}

/** The page's markup with its doctype, as `page.content()` gives it at a seventh of the cost. Runs in the page. */
function documentMarkup(): string {
  return `${document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : ''}${document.documentElement.outerHTML}`
}

async function resize(page: Page, size: ViewportSize): Promise<void> {
  const now = page.viewportSize()
  if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size)
}

/** The browser's twin tab, loaded with `markup` (a page's, without scripts) under a <base> of the page's address. */
async function twinWith(page: Page, markup: string): Promise<Page> {
  const twin = await twinOf(page.context().browser()!)
  const html = markup.replace(/<head([^>]*)>/i, `<head$1><base href="${page.url().replace(/"/g, '&quot;')}">`)
  await twin.setViewportSize(page.viewportSize()!)
  await twin.setContent(html, { waitUntil: 'load' })
  return twin
}

const twins = new WeakMap<Browser, Promise<Page>>()

function twinOf(browser: Browser): Promise<Page> {
  let twin = twins.get(browser)
  if (!twin) {
    twin = browser.newContext().then((context) => context.newPage())
    twins.set(browser, twin)
  }
  return twin
}

/**
 * Axe in the page. Its source (550 kB) goes with the call only when the page has no axe yet: sending it
 * costs about 70 ms here, a fifth of a check, and the twin tab keeps axe from one markup to the next.
 */
async function runAxe(page: Page): Promise<string[]> {
  const results = (await page.evaluate(axeInPage, null)) ?? (await page.evaluate(axeInPage, axeSource))!
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`)
}

/** Axe's violations on the page, or null when the page has no axe and no `source` came with the call. Runs in the page. */
async function axeInPage(source: string | null): Promise<{ id: string; impact: string; targets: string[] }[] | null> {
  type Axe = {
    run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
  }
  const win = window as unknown as { axe?: Axe }
  if (!win.axe && !source) return null
  // The page's CSP lets this evaluation eval, but not a later task: axe goes in before any await.
  if (!win.axe) (0, eval)(source!)
  // Styles that apply late or at a new width start transitions (a button's colour): axe reads the
  // colours as they settle, so each transition is moved to its end at once. Waiting for it to end
  // instead needs the renderer's frames, which a starved renderer stops producing (docs/decisions/131).
  for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish()
  const r = await win.axe!.run(document, { resultTypes: ['violations'] })
  return r.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
}

/** Takes over the page script's POST of a form to `path` (the form's own route); every other request goes through. */
export async function onFormPost(page: Page, path: string, handler: (route: Route) => Promise<void> | void): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().method() === 'POST' ? handler(route) : route.continue()),
  )
}

/**
 * The apply and contact forms load React at the visitor's first touch (docs/decisions/130). Focuses
 * `field`, as a tap or the Tab key would, and waits until React has taken the island over.
 */
export async function touchIsland(page: Page, field: string): Promise<void> {
  await page.focus(field)
  await page.locator('.island[data-live]').waitFor()
}

/** Every script address the page requests from now on, collected as it goes. */
export function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
  return scripts
}

/**
 * A screenshot for a person to look at, never asserted on: written only when SHOT_DIR names a folder
 * (`SHOT_DIR=/tmp/shots npx vitest run tests/e2e/track.test.ts`), as `<name>-<width>-<js|nojs>.png`.
 * A full-page screenshot costs a second or more on a busy machine, so the suite takes none by default.
 */
export async function shot(page: Page, name: string, mode: Mode, opts: PageScreenshotOptions = { fullPage: true }): Promise<void> {
  const dir = process.env.SHOT_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}-${mode.width}-${mode.js ? 'js' : 'nojs'}.png`, ...opts })
}
