import '#views/pages/admin-dashboard/lenders/lenders.css'
import { useData } from 'vike-react/useData'
import { ProductForm } from '#views/pages/admin-dashboard/lenders/ProductForm'
import { ActiveForm, RemoveForm } from '#views/pages/admin-dashboard/lenders/RemoveForm'
import { lenderPage, loanTypeName, productPage, statusWords } from '#views/pages/admin-dashboard/lenders/lender-words'
import type { Data } from './+data'
import { lenders as words } from '#src/shared/i18n/admin/lenders'

const w = words.product

/** One product of a lender: edit, pause or remove it (docs/decisions/201, 202). */
export function Page() {
  const { lender, product } = useData<Data>()
  const page = productPage(product)
  const name = `${lender.displayName} · ${loanTypeName(product.loanType)}`
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">
            <a href={lenderPage(lender.id)}>{lender.displayName}</a>
          </p>
          <h1>{name}</h1>
          <p className="admin-muted">
            <span className={product.active ? 'admin-badge' : 'admin-badge lender-paused'}>{statusWords(product)}</span>
          </p>
        </div>
        <ActiveForm action={page} active={product.active} what={w.thisProduct} />
      </header>
      <section className="card lead-card lender-section" aria-labelledby="edit-product-h">
        <h2 id="edit-product-h">{w.terms}</h2>
        <ProductForm product={product} action={page} form="product-edit" submit={w.save} />
      </section>
      <section className="card lead-card lender-section" aria-labelledby="remove-product-h">
        <h2 id="remove-product-h">{w.remove}</h2>
        <RemoveForm action={`${page}/remove`} form="product-remove" what={name} />
      </section>
    </>
  )
}
