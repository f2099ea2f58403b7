// docs/product.md §4 Home: +20 every 1.5 s and +10 every 0.8 s, back to 0 once 100 is reached (timings in
// src/shared/content/business.ts). The counting is a CSS animation of --saving and --payment in
// home.css, so it runs without script, holds on hover and focus, and stands still under reduced
// motion at the values written here (docs/decisions/086).
import { useMessages } from '#views/i18n/use-i18n'

/** The 'Saving Growth' ring. Decorative: it cycles and shows no real customer's data. */
export function SavingGrowth() {
  const { saving } = useMessages().home.features
  return (
    <figure className="widget widget-saving" tabIndex={0}>
      <svg className="ring" width="132" height="132" viewBox="0 0 132 132" aria-hidden="true">
        <circle cx="66" cy="66" r="52" className="ring-track" />
        {/* pathLength 100: the CSS dash offset is the percentage still to fill. */}
        <circle cx="66" cy="66" r="52" pathLength={100} className="ring-value" transform="rotate(-90 66 66)" />
      </svg>
      <span className="ring-label counter-saving" aria-hidden="true" />
      <figcaption>
        <strong>{saving.title}</strong>
        <span>{saving.text}</span>
      </figcaption>
    </figure>
  )
}

/** The 'Monthly Payment Status' graph with its second, rising value. */
export function PaymentStatus() {
  const { payment } = useMessages().home.features
  return (
    <figure className="widget widget-payment" tabIndex={0}>
      <img src="/images/features/payment-status.svg" alt={payment.chart} width="360" height="220" loading="lazy" />
      <figcaption>
        <strong>{payment.title}</strong>
        <span className="payment-row">
          <span>{payment.paid}</span>
          <span className="counter-payment" aria-hidden="true" />
        </span>
        <span className="bar" aria-hidden="true">
          <span className="bar-value" />
        </span>
      </figcaption>
    </figure>
  )
}
