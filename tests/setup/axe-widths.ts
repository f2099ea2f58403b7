import type { Page } from 'playwright-core'
import { axeTarget, layoutModes, runAxe } from './browser'

/** Each width of the layout modes once, with its height. */
const layoutWidths = () => [...new Map(layoutModes.map((m) => [m.width, m] as const)).values()]

/**
 * Axe at every layout width on the page as it is loaded (docs/decisions/161): the viewport is set to
 * each width in turn (the media queries apply again, as on a phone), checked, then put back. A
 * behaviour story at one width meets the "axe at both widths" rule without loading its pages twice.
 * Each finding names its width.
 */
export async function a11yAtLayoutWidths(page: Page, js: boolean): Promise<string[]> {
  const target = await axeTarget(page, js)
  const original = target.viewportSize()!
  const findings: string[] = []
  for (const { width, height } of layoutWidths()) {
    await target.setViewportSize({ width, height })
    for (const v of await runAxe(target)) findings.push(`${width} px: ${v}`)
  }
  await target.setViewportSize(original)
  return findings
}

/**
 * The page as loaded, at every layout width in turn: where it is wider than the screen (a sideways
 * scroll), each as `375 px: 412 px wide`. Like `a11yAtLayoutWidths`, it puts the viewport back.
 */
export async function overflowAtLayoutWidths(page: Page): Promise<string[]> {
  const original = page.viewportSize()!
  const overflows: string[] = []
  for (const { width, height } of layoutWidths()) {
    await page.setViewportSize({ width, height })
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    if (scrollWidth > width) overflows.push(`${width} px: ${scrollWidth} px wide`)
  }
  await page.setViewportSize(original)
  return overflows
}
