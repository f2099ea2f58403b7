import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import * as table from '#src/server/tables/lenders.server'
import type { LenderProduct, LenderWithProducts } from '#src/shared/content/lenders'
import { lenderMessages as m, type LenderFields, type ProductFields } from '#src/shared/schemas/lenders'

// The admin's changes to the lenders and their products (docs/decisions/201). Each runs in one
// transaction with its audit entry, so a refused or failed change leaves nothing behind; the routes
// hand over typed fields, parsed by the forms' schemas (docs/decisions/185).

const write = (f: LenderFields): table.LenderWrite => ({
  legalName: f.legalName,
  displayName: f.displayName,
  rbiRegistration: f.rbiRegistration,
  website: f.websiteUrl,
  grievanceUrl: f.grievanceUrl,
  grievancePhone: f.grievancePhone,
  penalCharges: f.penalCharges,
  penalMonthlyBp: f.penalMonthly,
  penalPerInstalment: f.penalPerInstalment,
  coolingOffDays: f.coolingOffDays,
  sample: f.sample,
})

/** Every lender with its products, as the admin's list shows them. */
export async function listLenders(db: Knex): Promise<LenderWithProducts[]> {
  const [lenders, products] = await Promise.all([table.selectLenders(db), table.selectProducts(db)])
  return lenders.map((l) => ({ ...l, products: products.filter((p) => p.lenderId === l.id) }))
}

export async function getLender(db: Knex, id: number): Promise<LenderWithProducts> {
  const lender = await table.selectLender(db, id)
  if (!lender) throw new DomainError('not-found', m.unknownLender)
  return { ...lender, products: await table.selectProducts(db, id) }
}

export async function getProduct(db: Knex, id: number): Promise<{ lender: LenderWithProducts; product: LenderProduct }> {
  const product = await table.selectProduct(db, id)
  if (!product) throw new DomainError('not-found', m.unknownProduct)
  return { lender: await getLender(db, product.lenderId), product }
}

async function refuseTakenName(trx: Knex, displayName: string, except?: number) {
  if (await table.lenderShownAs(trx, displayName, except)) throw new DomainError('invalid', m.invalid, { displayName: m.displayNameTaken })
}

const subject = (l: { id: number; displayName: string }) => `lender ${l.id} (${l.displayName})`

export function addLender(db: Knex, actor: string, fields: LenderFields, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    await refuseTakenName(trx, fields.displayName)
    const id = await table.insertLender(trx, write(fields), now.toISOString())
    await recordAudit(trx, { actor, action: 'lender.add', subject: subject({ id, ...fields }), details: write(fields) }, now)
    return id
  })
}

export function updateLender(db: Knex, actor: string, id: number, fields: LenderFields, now = new Date()): Promise<void> {
  return db.transaction(async (trx) => {
    await refuseTakenName(trx, fields.displayName, id)
    if (!(await table.updateLender(trx, id, write(fields), now.toISOString()))) throw new DomainError('not-found', m.unknownLender)
    await recordAudit(trx, { actor, action: 'lender.update', subject: subject({ id, ...fields }), details: write(fields) }, now)
  })
}

/** Pauses a lender (it leaves every public page and every match) or makes it active again. */
export function setLenderActive(db: Knex, actor: string, id: number, active: boolean, now = new Date()): Promise<string> {
  return db.transaction(async (trx) => {
    const lender = await table.selectLender(trx, id)
    if (!lender) throw new DomainError('not-found', m.unknownLender)
    await table.setLenderActive(trx, id, active, now.toISOString())
    await recordAudit(trx, { actor, action: active ? 'lender.resume' : 'lender.pause', subject: subject(lender) }, now)
    return lender.displayName
  })
}

/** Removes a lender and its products; the audit entry keeps what it was. */
export function removeLender(db: Knex, actor: string, id: number, now = new Date()): Promise<string> {
  return db.transaction(async (trx) => {
    const lender = await getLender(trx, id)
    await table.deleteLender(trx, id)
    await recordAudit(
      trx,
      { actor, action: 'lender.remove', subject: subject(lender), details: { ...lender, products: lender.products.length } },
      now,
    )
    return lender.displayName
  })
}

const productSubject = (id: number, lender: { displayName: string }, p: { loanType: string }) =>
  `product ${id} (${lender.displayName}, ${p.loanType})`

export function addProduct(db: Knex, actor: string, lenderId: number, fields: ProductFields, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const lender = await table.selectLender(trx, lenderId)
    if (!lender) throw new DomainError('not-found', m.unknownLender)
    const id = await table.insertProduct(trx, { ...fields, lenderId }, now.toISOString())
    await recordAudit(trx, { actor, action: 'lender_product.add', subject: productSubject(id, lender, fields), details: fields }, now)
    return id
  })
}

export function updateProduct(db: Knex, actor: string, id: number, fields: ProductFields, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const { lender } = await getProduct(trx, id)
    await table.updateProduct(trx, id, { ...fields, lenderId: lender.id }, now.toISOString())
    await recordAudit(trx, { actor, action: 'lender_product.update', subject: productSubject(id, lender, fields), details: fields }, now)
    return lender.id
  })
}

export function setProductActive(db: Knex, actor: string, id: number, active: boolean, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const { lender, product } = await getProduct(trx, id)
    await table.setProductActive(trx, id, active, now.toISOString())
    const action = active ? 'lender_product.resume' : 'lender_product.pause'
    await recordAudit(trx, { actor, action, subject: productSubject(id, lender, product) }, now)
    return lender.id
  })
}

export function removeProduct(db: Knex, actor: string, id: number, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const { lender, product } = await getProduct(trx, id)
    await table.deleteProduct(trx, id)
    await recordAudit(
      trx,
      { actor, action: 'lender_product.remove', subject: productSubject(id, lender, product), details: { ...product } },
      now,
    )
    return lender.id
  })
}
