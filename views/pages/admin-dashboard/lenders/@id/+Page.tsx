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

/** One lender: its details to edit, pause or remove, and its products (docs/decisions/201). */
export function Page() {
  const { lender } = useData<Data>()
  const page = lenderPage(lender.id)
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">
            <a href={LENDERS_PAGE}>Lenders</a>
          </p>
          <h1>{lender.displayName}</h1>
          <p className="admin-muted">
            <span className={lender.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(lender)}</span>
            {lender.sample && <span className="admin-badge lender-sample">Sample</span>} {lender.legalName}
          </p>
        </div>
        <ActiveForm action={page} active={lender.active} what="this lender" />
      </header>

      <section className="card lead-card lender-section" aria-labelledby="products-h">
        <h2 id="products-h">Products</h2>
        <AdminTable
          empty={lender.products.length === 0 ? 'No products yet: this lender matches no application.' : undefined}
          caption={`${lender.displayName}’s products`}
          headings={['Loan type', 'Amount', 'Tenure', 'Rate', 'Processing fee', 'Eligibility', 'States', 'Status']}
          className="admin-table lead-table lender-products"
        >
          {lender.products.map((p) => (
            <tr key={p.id} id={`product-${p.id}`}>
              <Cell label="Loan type">
                <a href={productPage(p)}>{loanTypeName(p.loanType)}</a>
              </Cell>
              <Cell label="Amount">{amountWords(p)}</Cell>
              <Cell label="Tenure">{tenureWords(p)}</Cell>
              <Cell label="Rate">{rateWords(p)}</Cell>
              <Cell label="Processing fee">{feeWords(p)}</Cell>
              <Cell label="Eligibility">{eligibilityWords(p)}</Cell>
              <Cell label="States">{statesWords(p)}</Cell>
              <Cell label="Status">
                <span className={p.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(p)}</span>
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </section>

      <section className="card lead-card lender-section" id="edit-lender" aria-labelledby="edit-lender-h">
        <h2 id="edit-lender-h">Details</h2>
        <LenderForm lender={lender} action={page} form="lender-edit" submit="Save the lender" />
      </section>

      <section className="card lead-card lender-section" id="add-product" aria-labelledby="add-product-h">
        <h2 id="add-product-h">Add a product</h2>
        <ProductForm action={`${page}/products`} form="product-new" submit="Add the product" />
      </section>

      <section className="card lead-card lender-section" id="remove-lender" aria-labelledby="remove-lender-h">
        <h2 id="remove-lender-h">Remove this lender</h2>
        <p className="admin-muted">
          Removes {lender.displayName} and its {lender.products.length} products for good; the audit log keeps what they were. To stop
          showing it for a while, pause it instead.
        </p>
        <RemoveForm action={`${page}/remove`} form="lender-remove" what={`${lender.displayName} and its products`} />
      </section>
    </>
  )
}
