import { useMessages } from '#views/i18n/use-i18n'

/**
 * The 'Why You Choose Us' clip: it plays when the visitor starts it, with the browser's own
 * controls, so nothing moves on its own (reduced motion needs no script) and, with preload="none",
 * nothing but the poster is fetched until then (docs/decisions/086).
 */
export function WhyUsVideo() {
  const { video } = useMessages().home.whyChooseUs
  return (
    <div className="why-media" role="group" aria-label={video}>
      <video controls muted loop playsInline preload="none" poster="/media/why-us-poster.webp" width="640" height="360">
        <source src="/media/why-us.webm" type="video/webm" />
        <source src="/media/why-us.mp4" type="video/mp4" />
      </video>
    </div>
  )
}
