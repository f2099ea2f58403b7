import '../lenders.css'
import { useData } from 'vike-react/useData'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import { LenderForm } from '../LenderForm'
import { ProductForm } from '../ProductForm'
import { ActiveForm, RemoveForm } from '../RemoveForm'
import {
  amountWords,
  eligibilityWords,
  feeWords,
  LENDERS_PAGE,
  lenderPage,
  loanTypeName,
  productPage,
  rateWords,
  statesWords,
  statusWords,
  tenureWords,
} from '../lender-words'
import type { Data } from './+data'
import { lenders as words } from '#src/shared/i18n/admin/lenders'
import { fill } from '#src/shared/i18n/fill'

const w = words.lender

/** One lender: its details to edit, pause or remove, and its products (docs/decisions/201). */
export function Page() {
  const { lender } = useData<Data>()
  const page = lenderPage(lender.id)
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">
            <a href={LENDERS_PAGE}>{w.back}</a>
          </p>
          <h1>{lender.displayName}</h1>
          <p className="admin-muted">
            <span className={lender.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(lender)}</span>
            {lender.sample && <span className="admin-badge lender-sample">{words.list.sample}</span>} {lender.legalName}
          </p>
        </div>
        <ActiveForm action={page} active={lender.active} what={w.thisLender} />
      </header>

      <section className="card lead-card lender-section" aria-labelledby="products-h">
        <h2 id="products-h">{w.products}</h2>
        <AdminTable
          empty={lender.products.length === 0 ? w.noProducts : undefined}
          caption={fill(w.productsCaption, { lender: lender.displayName })}
          headings={[w.loanType, w.amount, w.tenure, w.rate, w.processingFee, w.eligibility, w.states, w.status]}
          className="admin-table lead-table lender-products"
        >
          {lender.products.map((p) => (
            <tr key={p.id} id={`product-${p.id}`}>
              <Cell label={w.loanType}>
                <a href={productPage(p)}>{loanTypeName(p.loanType)}</a>
              </Cell>
              <Cell label={w.amount}>{amountWords(p)}</Cell>
              <Cell label={w.tenure}>{tenureWords(p)}</Cell>
              <Cell label={w.rate}>{rateWords(p)}</Cell>
              <Cell label={w.processingFee}>{feeWords(p)}</Cell>
              <Cell label={w.eligibility}>{eligibilityWords(p)}</Cell>
              <Cell label={w.states}>{statesWords(p)}</Cell>
              <Cell label={w.status}>
                <span className={p.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(p)}</span>
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </section>

      <section className="card lead-card lender-section" id="edit-lender" aria-labelledby="edit-lender-h">
        <h2 id="edit-lender-h">{w.details}</h2>
        <LenderForm lender={lender} action={page} form="lender-edit" submit={w.save} />
      </section>

      <section className="card lead-card lender-section" id="add-product" aria-labelledby="add-product-h">
        <h2 id="add-product-h">{w.addProduct}</h2>
        <ProductForm action={`${page}/products`} form="product-new" submit={w.addProductSubmit} />
      </section>

      <section className="card lead-card lender-section" id="remove-lender" aria-labelledby="remove-lender-h">
        <h2 id="remove-lender-h">{w.remove}</h2>
        <p className="admin-muted">{fill(w.removeIntro, { lender: lender.displayName, n: lender.products.length })}</p>
        <RemoveForm action={`${page}/remove`} form="lender-remove" what={fill(w.removeWhat, { lender: lender.displayName })} />
      </section>
    </>
  )
}
