import '#views/styles/calculator.css'
import './emi-calculator.css'
import { MessagesJson } from '#views/i18n/messages-json'
import { useMessages } from '#views/i18n/use-i18n'
import { MoreTools } from '../loan-tools/shared/MoreTools'
import { EmiCalculator } from './EmiCalculator'

// The page is HTML from the server; its +client.ts makes the calculator live without React (docs/decisions/132),
// with the words the page writes beside it (<MessagesJson>): a script never bundles a catalogue (docs/i18n.md).
export function Page() {
  const w = useMessages().emi
  return (
    <>
      <section className="page-hero emi-hero">
        <div className="container">
          <p className="eyebrow">{w.eyebrow}</p>
          <h1>{w.heading}</h1>
          <p>{w.lead}</p>
        </div>
      </section>
      <EmiCalculator />
      <MoreTools current="emi" title={w.moreTools} />
      <MessagesJson parts={['emi']} />
    </>
  )
}
