import type { Knex } from 'knex'
import type { Lender, LenderProduct, PublicLender } from '#src/shared/content/lenders'
import type { LoanTypeKey } from '#src/shared/content/loan-types'

// `lenders` and `lender_products` (docs/decisions/129, 201): the admin's pages write them, the public
// pages read them, and the offers will match applications against them.

interface LenderRow {
  id: number
  legal_name: string
  display_name: string
  rbi_registration: string
  website: string
  grievance_url: string
  grievance_phone: string
  penal_charges: string
  penal_monthly_bp: number | null
  penal_per_instalment: number | null
  cooling_off_days: number
  active: boolean | number
  sample: boolean | number
  mark: string | null
}

interface ProductRow {
  id: number
  lender_id: number
  loan_type: LoanTypeKey
  min_amount: number
  max_amount: number
  min_tenure: number
  max_tenure: number
  rate_kind: 'fixed' | 'floating'
  rate_bp: number | null
  benchmark: string | null
  benchmark_bp: number | null
  spread_bp: number | null
  processing_fee_bp: number
  pre_closure: string
  min_monthly_income: number
  min_age: number
  max_age: number
  max_age_at_end: number
  states: string | null
  active: boolean | number
}

/** A lender's fields as the service writes them (the form's, and the sample mark the admin never types). */
export type LenderWrite = Omit<Lender, 'id' | 'mark' | 'active'>
export type ProductWrite = Omit<LenderProduct, 'id' | 'active'>

const toLender = (r: LenderRow): Lender => ({
  id: Number(r.id),
  legalName: r.legal_name,
  displayName: r.display_name,
  rbiRegistration: r.rbi_registration,
  website: r.website,
  grievanceUrl: r.grievance_url,
  grievancePhone: r.grievance_phone,
  penalCharges: r.penal_charges,
  penalMonthlyBp: r.penal_monthly_bp,
  penalPerInstalment: r.penal_per_instalment,
  coolingOffDays: r.cooling_off_days,
  active: Boolean(r.active),
  sample: Boolean(r.sample),
  mark: r.mark,
})

const toProduct = (r: ProductRow): LenderProduct => ({
  id: Number(r.id),
  lenderId: Number(r.lender_id),
  loanType: r.loan_type,
  minAmount: r.min_amount,
  maxAmount: r.max_amount,
  minTenure: r.min_tenure,
  maxTenure: r.max_tenure,
  rate:
    r.rate_kind === 'fixed'
      ? { kind: 'fixed', rateBp: r.rate_bp! }
      : { kind: 'floating', benchmark: r.benchmark!, benchmarkBp: r.benchmark_bp!, spreadBp: r.spread_bp! },
  processingFeeBp: r.processing_fee_bp,
  preClosure: r.pre_closure,
  minMonthlyIncome: r.min_monthly_income,
  minAge: r.min_age,
  maxAge: r.max_age,
  maxAgeAtEnd: r.max_age_at_end,
  states: r.states === null ? 'all' : (JSON.parse(r.states) as string[]),
  active: Boolean(r.active),
})

const lenderRow = (l: LenderWrite) => ({
  legal_name: l.legalName,
  display_name: l.displayName,
  rbi_registration: l.rbiRegistration,
  website: l.website,
  grievance_url: l.grievanceUrl,
  grievance_phone: l.grievancePhone,
  penal_charges: l.penalCharges,
  penal_monthly_bp: l.penalMonthlyBp,
  penal_per_instalment: l.penalPerInstalment,
  cooling_off_days: l.coolingOffDays,
  sample: l.sample,
})

const productRow = (p: ProductWrite) => ({
  lender_id: p.lenderId,
  loan_type: p.loanType,
  min_amount: p.minAmount,
  max_amount: p.maxAmount,
  min_tenure: p.minTenure,
  max_tenure: p.maxTenure,
  rate_kind: p.rate.kind,
  rate_bp: p.rate.kind === 'fixed' ? p.rate.rateBp : null,
  benchmark: p.rate.kind === 'floating' ? p.rate.benchmark : null,
  benchmark_bp: p.rate.kind === 'floating' ? p.rate.benchmarkBp : null,
  spread_bp: p.rate.kind === 'floating' ? p.rate.spreadBp : null,
  processing_fee_bp: p.processingFeeBp,
  pre_closure: p.preClosure,
  min_monthly_income: p.minMonthlyIncome,
  min_age: p.minAge,
  max_age: p.maxAge,
  max_age_at_end: p.maxAgeAtEnd,
  states: p.states === 'all' ? null : JSON.stringify(p.states),
})

const insertedId = (row: unknown) => Number(typeof row === 'object' ? (row as { id: number }).id : row)

/** Every lender, in the order they were added (the sample's order first). */
export async function selectLenders(db: Knex): Promise<Lender[]> {
  return ((await db<LenderRow>('lenders').orderBy('id')) as LenderRow[]).map(toLender)
}

export async function selectLender(db: Knex, id: number): Promise<Lender | undefined> {
  const row = (await db<LenderRow>('lenders').where({ id }).first()) as LenderRow | undefined
  return row && toLender(row)
}

/** The active lenders, as /disclosures and the home strip show them. */
export async function selectPublicLenders(db: Knex): Promise<PublicLender[]> {
  const rows: LenderRow[] = await db<LenderRow>('lenders').where({ active: true }).orderBy('id')
  return rows
    .map(toLender)
    .map(({ legalName, displayName, rbiRegistration, website, grievanceUrl, grievancePhone, coolingOffDays, sample, mark }) => ({
      legalName,
      displayName,
      rbiRegistration,
      website,
      grievanceUrl,
      grievancePhone,
      coolingOffDays,
      sample,
      mark,
    }))
}

/** The id of the lender shown under this name, other than `except`. */
export async function lenderShownAs(db: Knex, displayName: string, except?: number): Promise<number | undefined> {
  const q = db<LenderRow>('lenders').select('id').whereRaw('lower(display_name) = ?', [displayName.toLowerCase()])
  if (except !== undefined) q.whereNot({ id: except })
  const row = (await q.first()) as { id: number } | undefined
  return row && Number(row.id)
}

export async function insertLender(db: Knex, l: LenderWrite, now: string): Promise<number> {
  const [row] = await db('lenders')
    .insert({ ...lenderRow(l), active: true, mark: null, created_at: now, updated_at: now })
    .returning('id')
  return insertedId(row)
}

/** Returns how many rows changed (0 for an unknown id). */
export function updateLender(db: Knex, id: number, l: LenderWrite, now: string): Promise<number> {
  return db('lenders')
    .where({ id })
    .update({ ...lenderRow(l), updated_at: now })
}

export function setLenderActive(db: Knex, id: number, active: boolean, now: string): Promise<number> {
  return db('lenders').where({ id }).update({ active, updated_at: now })
}

/** Removes a lender and its products; returns how many lenders went (0 for an unknown id). */
export async function deleteLender(db: Knex, id: number): Promise<number> {
  await db('lender_products').where({ lender_id: id }).delete()
  return db('lenders').where({ id }).delete()
}

/** Every product, or one lender's, oldest first. */
export async function selectProducts(db: Knex, lenderId?: number): Promise<LenderProduct[]> {
  const q = db<ProductRow>('lender_products').orderBy('id')
  if (lenderId !== undefined) q.where({ lender_id: lenderId })
  return ((await q) as ProductRow[]).map(toProduct)
}

export async function selectProduct(db: Knex, id: number): Promise<LenderProduct | undefined> {
  const row = (await db<ProductRow>('lender_products').where({ id }).first()) as ProductRow | undefined
  return row && toProduct(row)
}

export async function insertProduct(db: Knex, p: ProductWrite, now: string): Promise<number> {
  const [row] = await db('lender_products')
    .insert({ ...productRow(p), active: true, created_at: now, updated_at: now })
    .returning('id')
  return insertedId(row)
}

export function updateProduct(db: Knex, id: number, p: ProductWrite, now: string): Promise<number> {
  return db('lender_products')
    .where({ id })
    .update({ ...productRow(p), updated_at: now })
}

export function setProductActive(db: Knex, id: number, active: boolean, now: string): Promise<number> {
  return db('lender_products').where({ id }).update({ active, updated_at: now })
}

export function deleteProduct(db: Knex, id: number): Promise<number> {
  return db('lender_products').where({ id }).delete()
}

/** What an application of one loan type is matched against: the active lenders, and their active products of that type. */
export async function selectCatalogue(db: Knex, loanType: LoanTypeKey): Promise<{ lenders: Lender[]; products: LenderProduct[] }> {
  const lenders = ((await db<LenderRow>('lenders').where({ active: true }).orderBy('id')) as LenderRow[]).map(toLender)
  const products = (
    (await db<ProductRow>('lender_products')
      .where({ loan_type: loanType, active: true })
      .whereIn(
        'lender_id',
        lenders.map((l) => l.id),
      )
      .orderBy('id')) as ProductRow[]
  ).map(toProduct)
  return { lenders, products }
}
