import './apply-now.css'
import { applyCopy } from '../../../src/shared/content/apply'
import { Island } from '../../islands/Island'
import { ApplyLayout } from './ApplyLayout'
import { Steps } from './Steps'

// Only the form and the tabs hydrate, from +client.ts; the rest of the page is HTML (docs/decisions/086).
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
      <Island id="apply" Component={ApplyLayout} />
    </>
  )
}
