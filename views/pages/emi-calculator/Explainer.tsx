import { useData } from 'vike-react/useData'
import { emiFaqs } from '../../../src/shared/content/faq'
import { faqPage } from '../../../src/shared/structured-data'
import { JsonLd } from '../../components/JsonLd'
import { out, shown } from '../loan-tools/shared/view'
import type { Data } from './+data'

/** How the figure is worked out, with the visitor's own numbers, and the EMI questions (FAQPage JSON-LD). */
export function Explainer() {
  const { view } = useData<Data>()
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
          <p className="emi-worked" data-testid="emi-worked" {...shown(view, 'some')}>
            With your figures: P = <span {...out(view, 'worked-amount')} />, r = <span {...out(view, 'worked-rate')} /> ÷ 12 ÷ 100 ={' '}
            <span {...out(view, 'worked-r')} />, n = <span {...out(view, 'worked-n')} />, so E = <strong {...out(view, 'emi')} /> a month
            and <span {...out(view, 'total')} /> in all, of which <span {...out(view, 'interest')} /> is interest.
          </p>
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
