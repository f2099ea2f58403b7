const TOUCHES = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/**
 * Runs `hydrate` the first time the visitor touches, focuses or types in the element `selector`
 * names, and not before: until then the island is the server's HTML, which works without script, and
 * the page spends no time on React (docs/decisions/130). `hydrate` imports React and the component.
 */
export function onFirstTouch(selector: string, hydrate: () => Promise<void>): void {
  const target = document.querySelector(selector)
  if (!target) return
  const go = () => {
    for (const type of TOUCHES) target.removeEventListener(type, go, true)
    void hydrate()
  }
  for (const type of TOUCHES) target.addEventListener(type, go, { capture: true, passive: true })
  // A visitor who focused a field before this script ran (a slow network) has already touched it.
  if (target.contains(document.activeElement)) go()
}
