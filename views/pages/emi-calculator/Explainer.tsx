import { emiFaqs } from '../../../src/shared/content/faq'
import type { EmiResult } from '../../../src/shared/emi'
import { formatInr } from '../../../src/shared/format/inr'
import { faqPage } from '../../../src/shared/structured-data'
import { JsonLd } from '../../components/JsonLd'

/** How the figure is worked out, with the visitor's own numbers, and the EMI questions (FAQPage JSON-LD). */
export function Explainer({ result }: { result: EmiResult }) {
  const { amount, rate, years } = result.inputs
  const r = rate / 12 / 100
  return (
    <section className="section tool-explain" aria-labelledby="emi-explain-title">
      <div className="container tool-explain-grid">
        <div>
          <p className="eyebrow">How it works</p>
          <h2 id="emi-explain-title">The EMI formula</h2>
          <p
            className="emi-formula"
            aria-label="E equals P times r times (1 plus r) to the power n, divided by (1 plus r) to the power n minus 1"
          >
            E = P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1)
          </p>
          <ul className="emi-terms">
            <li>
              <strong>P</strong> is the principal, the amount you borrow.
            </li>
            <li>
              <strong>r</strong> is the monthly rate: the annual rate ÷ 12 ÷ 100.
            </li>
            <li>
              <strong>n</strong> is the number of monthly instalments: years × 12.
            </li>
          </ul>
          {result.emiRounded !== null && (
            <p className="emi-worked" data-testid="emi-worked">
              With your figures: P = {formatInr(amount)}, r = {rate} ÷ 12 ÷ 100 = {r.toFixed(6)}, n = {years * 12}, so E ={' '}
              <strong>{formatInr(result.emiRounded)}</strong> a month and {formatInr(result.totalPayment!)} in all, of which{' '}
              {formatInr(result.totalInterest!)} is interest.
            </p>
          )}
          <p className="fine-print">
            We keep full precision while calculating and round to the rupee only to show you a figure. The total payment is the exact EMI ×
            n, rounded once.
          </p>
        </div>
        <div>
          <h2 className="emi-faq-title">EMI, principal and interest</h2>
          {emiFaqs.map((f) => (
            <details key={f.id} className="faq-card">
              <summary>{f.title}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      </div>
      <JsonLd data={faqPage(emiFaqs)} />
    </section>
  )
}
