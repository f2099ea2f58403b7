import './apply-now.css'
import { MessagesJson } from '#views/i18n/messages-json'
import { useMessages } from '#views/i18n/use-i18n'
import { ApplyLayout } from './ApplyLayout'
import { Steps } from './Steps'

// All HTML from the server; live-apply.ts (+client.ts) makes the form and the tabs live as the page loads
// (docs/decisions/148), with the words of the page's language from <MessagesJson> (docs/decisions/176).
export function Page() {
  const t = useMessages().apply
  return (
    <>
      <section className="page-hero apply-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.heading}</h1>
          <p className="hero-lead">{t.lead}</p>
          <Steps />
        </div>
      </section>
      <ApplyLayout />
      <MessagesJson parts={['applyLive', 'formErrors']} />
    </>
  )
}
