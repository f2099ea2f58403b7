import { useEffect, useRef } from 'react'

/**
 * The looping 'Why You Choose Us' clip: muted, inline, with a poster. It autoplays (also without
 * JavaScript); script stops it under prefers-reduced-motion and while hovered or focused.
 */
export function WhyUsVideo() {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)')
    const box = video.parentElement ?? video
    let held = false
    const apply = () => {
      if (reduce.matches || held) video.pause()
      else void video.play().catch(() => undefined) // a refused autoplay just leaves the poster
    }
    const hold = (on: boolean) => () => {
      held = on
      apply()
    }
    const enter = hold(true)
    const leave = hold(false)
    apply()
    reduce.addEventListener('change', apply)
    box.addEventListener('mouseenter', enter)
    box.addEventListener('mouseleave', leave)
    box.addEventListener('focusin', enter)
    box.addEventListener('focusout', leave)
    return () => {
      reduce.removeEventListener('change', apply)
      box.removeEventListener('mouseenter', enter)
      box.removeEventListener('mouseleave', leave)
      box.removeEventListener('focusin', enter)
      box.removeEventListener('focusout', leave)
    }
  }, [])
  return (
    <div className="why-media" tabIndex={0} role="group" aria-label="Video: applying for a loan with us (pauses on hover or focus)">
      <video ref={ref} autoPlay muted loop playsInline preload="none" poster="/media/why-us-poster.webp" width="640" height="360" aria-hidden="true">
        <source src="/media/why-us.webm" type="video/webm" />
        <source src="/media/why-us.mp4" type="video/mp4" />
      </video>
    </div>
  )
}
