import '../../styles/calculator.css'
import './emi-calculator.css'
import { Island } from '../../islands/Island'
import { MoreTools } from '../loan-tools/shared/MoreTools'
import { EmiCalculator } from './EmiCalculator'

// Only the calculator hydrates, from +client.ts; the rest of the page is HTML (docs/decisions/086).
export function Page() {
  return (
    <>
      <section className="page-hero emi-hero">
        <div className="container">
          <p className="eyebrow">Plan before you borrow</p>
          <h1>EMI Calculator</h1>
          <p>See your monthly instalment, the total interest and a month-by-month schedule, exact to the rupee.</p>
        </div>
      </section>
      <Island id="emi-calculator" Component={EmiCalculator} />
      <MoreTools current="emi" title="More tools" />
    </>
  )
}
