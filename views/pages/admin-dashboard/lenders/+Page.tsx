import './lenders.css'
import { useData } from 'vike-react/useData'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import { LenderForm } from './LenderForm'
import { LENDERS_PAGE, coolingOffWords, lenderPage, statusWords } from './lender-words'
import type { Data } from './+data'
import { lenders as words } from '#src/shared/i18n/admin/lenders'
import { fill } from '#src/shared/i18n/fill'

const w = words.list

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
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{w.intro}</p>
        </div>
        <a className="btn btn-outline" href="#add-lender">
          {w.add}
        </a>
      </header>
      {onlySample && (
        <p className="notice notice-error lender-notice" role="note">
          {shown.length === 0 ? w.noneActive : w.onlySample}
        </p>
      )}
      <AdminTable
        empty={lenders.length === 0 ? w.empty : undefined}
        caption={w.caption}
        headings={[w.lender, w.rbiRegistration, w.products, w.coolingOff, w.status]}
        className="admin-table lead-table"
      >
        {lenders.map((l) => (
          <tr key={l.id}>
            <Cell label={w.lender}>
              <a href={lenderPage(l.id)}>{l.displayName}</a>
              <span className="lender-legal">{l.legalName}</span>
            </Cell>
            <Cell label={w.rbiRegistration}>{l.rbiRegistration}</Cell>
            <Cell label={w.products}>
              {fill(w.productCount, { n: l.products.length, active: l.products.filter((p) => p.active).length })}
            </Cell>
            <Cell label={w.coolingOff}>{coolingOffWords(l.coolingOffDays)}</Cell>
            <Cell label={w.status}>
              <span className={l.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(l)}</span>
              {l.sample && <span className="admin-badge lender-sample">{w.sample}</span>}
            </Cell>
          </tr>
        ))}
      </AdminTable>
      <section className="card lead-card lender-section" id="add-lender" aria-labelledby="add-lender-h">
        <h2 id="add-lender-h">{w.add}</h2>
        <LenderForm action={LENDERS_PAGE} form="lender-new" submit={w.addSubmit} />
      </section>
    </>
  )
}
