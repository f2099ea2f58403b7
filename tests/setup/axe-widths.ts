import type { Page } from 'playwright-core'
import { axeTarget, layoutModes, runAxe } from './browser'

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
  const widths = new Map(layoutModes.map((m) => [m.width, m.height]))
  for (const [width, height] of widths) {
    await target.setViewportSize({ width, height })
    for (const v of await runAxe(target)) findings.push(`${width} px: ${v}`)
  }
  await target.setViewportSize(original)
  return findings
}
