import { timings } from '../../../src/shared/content/business'
import { useTicker } from '../../hooks/use-ticker'

// SPEC.md §4: +20 every 1.5 s and +10 every 0.8 s, back to 0 once 100 is reached.
const stepSaving = (v: number) => (v >= 100 ? 0 : v + timings.savingGrowth.step)
const stepPayment = (v: number) => (v >= 100 ? 0 : v + timings.paymentStatus.step)

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** The 'Saving Growth' ring. Decorative: it cycles and shows no real customer's data. */
export function SavingGrowth() {
  const { value, ref } = useTicker<HTMLElement>(40, timings.savingGrowth.everyMs, stepSaving)
  return (
    <figure ref={ref} className="widget widget-saving" tabIndex={0} data-value={value}>
      <svg className="ring" width="132" height="132" viewBox="0 0 132 132" aria-hidden="true">
        <circle cx="66" cy="66" r={RADIUS} className="ring-track" />
        <circle
          cx="66"
          cy="66"
          r={RADIUS}
          className="ring-value"
          strokeDasharray={CIRCUMFERENCE.toFixed(2)}
          strokeDashoffset={(CIRCUMFERENCE * (1 - value / 100)).toFixed(2)}
          transform="rotate(-90 66 66)"
        />
      </svg>
      <span className="ring-label" aria-hidden="true">
        {value}%
      </span>
      <figcaption>
        <strong>Saving Growth</strong>
        <span>Interest saved by moving to one lower-rate EMI (illustration)</span>
      </figcaption>
    </figure>
  )
}

/** The 'Monthly Payment Status' graph with its second, rising value. */
export function PaymentStatus() {
  const { value, ref } = useTicker<HTMLElement>(60, timings.paymentStatus.everyMs, stepPayment)
  return (
    <figure ref={ref} className="widget widget-payment" tabIndex={0} data-value={value}>
      <img src="/images/features/payment-status.svg" alt="Bar chart of EMIs paid on time over the last six months (illustration)" width="360" height="220" loading="lazy" />
      <figcaption>
        <strong>Monthly Payment Status</strong>
        <span className="payment-row">
          <span>EMIs paid this month</span>
          <span aria-hidden="true">{value}%</span>
        </span>
        <svg className="bar" width="100%" height="10" aria-hidden="true">
          <rect className="bar-track" width="100%" height="10" rx="5" />
          <rect className="bar-value" width={`${value}%`} height="10" rx="5" />
        </svg>
      </figcaption>
    </figure>
  )
}
