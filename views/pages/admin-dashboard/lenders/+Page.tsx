import './lenders.css'
import { useData } from 'vike-react/useData'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import { LenderForm } from './LenderForm'
import { LENDERS_PAGE, coolingOffWords, lenderPage, statusWords } from './lender-words'
import type { Data } from './+data'

/**
 * The admin's lenders (docs/decisions/201): the list, a notice while only the bundled sample shows
 * to borrowers, and the form that adds a lender. Each lender's page edits, pauses and removes it and
 * its products. HTML forms only: every change works without script.
 */
export function Page() {
  const { lenders } = useData<Data>()
  const shown = lenders.filter((l) => l.active)
  const onlySample = shown.every((l) => l.sample)
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Lead desk</p>
          <h1>Lenders</h1>
          <p className="admin-muted">The lenders borrowers see on /disclosures and the home page, and their products.</p>
        </div>
        <a className="btn btn-outline" href="#add-lender">
          Add a lender
        </a>
      </header>
      {onlySample && (
        <p className="notice notice-error lender-notice" role="note">
          {shown.length === 0
            ? 'No active lender: /disclosures names none. Add the lenders you work with.'
            : 'Only the bundled sample lenders show to borrowers, each labelled “Sample”. Add the lenders you work with, then pause or remove the sample.'}
        </p>
      )}
      <AdminTable
        empty={lenders.length === 0 ? 'No lenders yet.' : undefined}
        caption="Lenders, in the order they were added"
        headings={['Lender', 'RBI registration', 'Products', 'Cooling-off', 'Status']}
        className="admin-table lead-table"
      >
        {lenders.map((l) => (
          <tr key={l.id}>
            <Cell label="Lender">
              <a href={lenderPage(l.id)}>{l.displayName}</a>
              <span className="lender-legal">{l.legalName}</span>
            </Cell>
            <Cell label="RBI registration">{l.rbiRegistration}</Cell>
            <Cell label="Products">
              {l.products.length} ({l.products.filter((p) => p.active).length} active)
            </Cell>
            <Cell label="Cooling-off">{coolingOffWords(l.coolingOffDays)}</Cell>
            <Cell label="Status">
              <span className={l.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(l)}</span>
              {l.sample && <span className="admin-badge lender-sample">Sample</span>}
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <section className="card lead-card lender-section" id="add-lender" aria-labelledby="add-lender-h">
        <h2 id="add-lender-h">Add a lender</h2>
        <LenderForm action={LENDERS_PAGE} form="lender-new" submit="Add the lender" />
      </section>
    </>
  )
}
