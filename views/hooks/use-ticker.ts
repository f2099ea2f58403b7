import { useEffect, useRef, useState } from 'react'

export interface TickerOptions {
  /** Runs only while this media query matches, e.g. the carousel on '(min-width: 768px)'. */
  media?: string
}

/**
 * A number that advances on a timer: the hero carousel's slide and the home page counters.
 * The server renders `initial`, so the content reads the same without JavaScript. In the browser it
 * never moves under prefers-reduced-motion, and it holds while the pointer is over the element or
 * keyboard focus is inside it (the element gets `ref`). `advance` must be a stable function.
 */
export function useTicker<T extends HTMLElement>(initial: number, everyMs: number, advance: (value: number) => number, opts: TickerOptions = {}) {
  const [value, setValue] = useState(initial)
  const ref = useRef<T>(null)
  const { media } = opts

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const wanted = media ? window.matchMedia(media) : null
    let hovered = false
    let focused = false
    const handlers: [string, (e: Event) => void][] = [
      ['mouseenter', () => (hovered = true)],
      ['mouseleave', () => (hovered = false)],
      ['focusin', () => (focused = true)],
      ['focusout', (e) => (focused = el.contains((e as FocusEvent).relatedTarget as Node | null))],
    ]
    handlers.forEach(([type, fn]) => el.addEventListener(type, fn))
    // The checks run on every tick, so a preference changed while the page is open applies at once.
    const id = window.setInterval(() => {
      if (reduce.matches || (wanted && !wanted.matches) || hovered || focused || document.hidden) return
      setValue(advance)
    }, everyMs)
    return () => {
      window.clearInterval(id)
      handlers.forEach(([type, fn]) => el.removeEventListener(type, fn))
    }
  }, [everyMs, advance, media])

  return { value, ref }
}
