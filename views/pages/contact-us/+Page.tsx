import './contact.css'
import { Icon } from '#views/components/Icon'
import { IsThisUsNote } from '#views/components/IsThisUsNote'
import { useMessages } from '#views/i18n/use-i18n'
import { Island } from '#views/islands/Island'
import { ContactForm } from './ContactForm'
import { OfficeDetails, OfficeMap } from './OfficeDetails'

// Only the form hydrates, from +client.ts; the rest of the page is HTML (docs/decisions/086). The form
// reads its words from the `contact` part, which travels with the island (docs/i18n.md).
export function Page() {
  const t = useMessages().contact
  return (
    <>
      <section className="page-hero contact-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.heading}</h1>
          <p className="hero-lead">{t.lead}</p>
          <ul className="hero-points">
            {t.heroPoints.map((point) => (
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
          <h2 id="form-heading">{t.formHeading}</h2>
          <p className="contact-intro">{t.formIntro}</p>
          <Island id="contact-form" Component={ContactForm} messages={['contact', 'formErrors']} />
        </section>
        <aside className="contact-aside" aria-label={t.asideLabel}>
          <OfficeDetails />
          <IsThisUsNote />
          <section className="card steps-card" aria-labelledby="steps-heading">
            <h2 id="steps-heading">{t.stepsHeading}</h2>
            <ol className="contact-steps">
              {t.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="steps-note">
              <Icon name="check" size={18} />
              {t.secure}
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
