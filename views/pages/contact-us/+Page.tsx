import './contact.css'
import { Icon } from '../../components/Icon'
import { Island } from '../../islands/Island'
import { ContactForm } from './ContactForm'
import { OfficeDetails, OfficeMap } from './OfficeDetails'

const nextSteps = [
  'A loan advisor calls you back during office hours.',
  'We compare offers from multiple lenders for your need.',
  'You choose the best rate and apply, with no hidden charges.',
]

const heroPoints = ['Free consultation', 'Best rates from multiple lenders', 'No hidden charges']

// Only the form hydrates, from +client.ts; the rest of the page is HTML (docs/decisions/086).
export function Page() {
  return (
    <>
      <section className="page-hero contact-hero">
        <div className="container">
          <p className="eyebrow">Contact Us</p>
          <h1>Talk to a loan expert, free</h1>
          <p className="hero-lead">
            Tell us what you need. We compare multiple lenders and call you back with the best options, with no obligation.
          </p>
          <ul className="hero-points">
            {heroPoints.map((point) => (
              <li key={point}>
                <Icon name="check" size={16} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container contact-grid">
        <section className="card contact-form-card" id="contact-form" aria-labelledby="form-heading">
          <h2 id="form-heading">Book a free consultation</h2>
          <p className="contact-intro">Fields marked optional can be left empty. It takes under a minute.</p>
          <Island id="contact-form" Component={ContactForm} />
        </section>
        <aside className="contact-aside" aria-label="Office details">
          <OfficeDetails />
          <section className="card steps-card" aria-labelledby="steps-heading">
            <h2 id="steps-heading">What happens next</h2>
            <ol className="contact-steps">
              {nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="steps-note">
              <Icon name="check" size={18} />
              100% secure and transparent
            </p>
          </section>
        </aside>
      </div>
      <div className="container contact-map">
        <OfficeMap />
      </div>
    </>
  )
}
