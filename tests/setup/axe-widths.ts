import type { Page } from 'playwright-core'
import { a11yAtSizes, layoutModes } from './browser'

/** Each width of the layout modes once, with its height. */
const layoutWidths = [...new Map(layoutModes.map(({ width, height }) => [width, { width, height }] as const)).values()]

/**
 * What `look` finds on the page at each layout width in turn (the media queries apply again, as on a
 * phone); the viewport is put back after.
 */
async function atLayoutWidths(page: Page, look: (width: number) => Promise<string[]>): Promise<string[]> {
  const original = page.viewportSize()!
  const found: string[] = []
  for (const { width, height } of layoutWidths) {
    await page.setViewportSize({ width, height })
    found.push(...(await look(width)))
  }
  await page.setViewportSize(original)
  return found
}

/**
 * Axe at every layout width on the page as it is loaded (docs/decisions/161). A behaviour story at one
 * width meets the "axe at both widths" rule without loading its pages twice. Each finding names its
 * width.
 */
export async function a11yAtLayoutWidths(page: Page, js: boolean): Promise<string[]> {
  const found = await a11yAtSizes(page, js, layoutWidths)
  return layoutWidths.flatMap(({ width }, i) => found[i]!.map((v) => `${width} px: ${v}`))
}

/** Where the page as loaded is wider than the screen (a sideways scroll) at a layout width: `375 px: 412 px wide`. */
export function overflowAtLayoutWidths(page: Page): Promise<string[]> {
  return atLayoutWidths(page, async (width) => {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    return scrollWidth > width ? [`${width} px: ${scrollWidth} px wide`] : []
  })
}
