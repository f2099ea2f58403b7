import '../../styles/calculator.css'
import './emi-calculator.css'
import { MoreTools } from '../loan-tools/shared/MoreTools'
import { EmiCalculator } from './EmiCalculator'

// The page is HTML from the server; its +client.ts makes the calculator live without React (docs/decisions/132).
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
      <EmiCalculator />
      <MoreTools current="emi" title="More tools" />
    </>
  )
}
