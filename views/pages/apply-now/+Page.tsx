import './apply-now.css'
import { applyCopy } from '../../../src/shared/content/apply'
import { ApplyLayout } from './ApplyLayout'
import { Steps } from './Steps'

// All HTML from the server; live-apply.ts (+client.ts) makes the form and the tabs live as the page loads (docs/decisions/148).
export function Page() {
  return (
    <>
      <section className="page-hero apply-hero">
        <div className="container">
          <p className="eyebrow">Apply Now</p>
          <h1>{applyCopy.title}</h1>
          <p className="hero-lead">{applyCopy.lead}</p>
          <Steps />
        </div>
      </section>
      <ApplyLayout />
    </>
  )
}
