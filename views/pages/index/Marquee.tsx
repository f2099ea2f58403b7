import type { ReactNode } from 'react'

// Four copies side by side, moved by a CSS animation of exactly one copy's width, so the loop is
// seamless without measuring anything in script. Only the first copy is visible to assistive
// technology and reachable by keyboard; the others are inert decoration.
const COPIES = 4

export interface MarqueeProps {
  /** Names the region for screen readers. */
  label: string
  /** 'logos' | 'cases' | 'banner': sets the speed in home.css (docs/product.md §20 Business constants, marquee speeds). */
  kind: 'logos' | 'cases' | 'banner'
  reverse?: boolean
  children: ReactNode
}

/**
 * Scrolls on its own with CSS alone (so it also runs without JavaScript), pauses on hover and on
 * keyboard focus, and under prefers-reduced-motion becomes a still, wrapped list.
 */
export function Marquee({ label, kind, reverse = false, children }: MarqueeProps) {
  return (
    <div className={`marquee marquee-${kind}${reverse ? ' marquee-reverse' : ''}`} role="region" aria-label={label} tabIndex={0}>
      <div className="marquee-track">
        {Array.from({ length: COPIES }, (_, i) => (
          <div key={i} className="marquee-group" aria-hidden={i > 0 ? true : undefined} inert={i > 0 ? true : undefined}>
            {children}
          </div>
        ))}
      </div>
    </div>
  )
}
