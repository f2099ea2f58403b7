import './shared/tools.css'
import './hub.css'
import { loanTools } from '../../../src/shared/content/loan-tools-nav'
import { Icon } from '../../components/Icon'

export function Page() {
  return (
    <>
      <section className="page-hero tool-hero">
        <div className="container">
          <p className="eyebrow">Plan before you borrow</p>
          <h1>Loan tools</h1>
          <p>
            The figures lenders show last: what you really receive and repay, what a prepayment saves, what your income supports and which
            offer is cheapest. No phone number, no sign-up. Every result is a link you can keep or share, except the eligibility answer:
            your income never goes into an address, so that form posts instead.
          </p>
        </div>
      </section>
      <div className="container">
        <ul className="hub-cards">
          {loanTools.map((t) => (
            <li key={t.slug} className="hub-card card">
              <h2>
                <a href={t.href}>{t.label}</a>
              </h2>
              <p>{t.description}.</p>
              <span className="hub-more" aria-hidden="true">
                Open <Icon name="arrow" size={16} />
              </span>
            </li>
          ))}
          <li className="hub-card card">
            <h2>
              <a href="/emi-calculator">EMI calculator</a>
            </h2>
            <p>The monthly instalment, the total interest and a month-by-month schedule for any amount, rate and tenure.</p>
            <span className="hub-more" aria-hidden="true">
              Open <Icon name="arrow" size={16} />
            </span>
          </li>
        </ul>
        <section className="hub-why card" aria-labelledby="hub-why-title">
          <h2 id="hub-why-title">Why the APR, not just the rate</h2>
          <p>
            The interest rate leaves out the processing fee, the GST on it and the other charges taken before the money reaches you. The
            Reserve Bank of India asks every lender to show the Annual Percentage Rate (APR) in a Key Facts Statement before you sign: the
            yearly rate at which what you actually receive grows into what you repay. Our tools work it out the same way, exact to the
            rupee.
          </p>
        </section>
      </div>
    </>
  )
}
