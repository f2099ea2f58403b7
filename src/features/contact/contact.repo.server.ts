import type { Knex } from 'knex'
import type { EnquiryRow } from '../../server/tables.server'

export type NewEnquiryRow = Omit<EnquiryRow, 'id' | 'erased_at'>

export async function insertEnquiry(db: Knex, row: NewEnquiryRow): Promise<number> {
  const [inserted] = await db('enquiries').insert(row).returning<{ id: number }[]>('id')
  return Number(inserted!.id)
}

export function findEnquiry(db: Knex, id: number): Promise<EnquiryRow | undefined> {
  return db<EnquiryRow>('enquiries').where({ id }).first()
}

/** Newest first; the admin desk and the tests read enquiries through it. */
export function listEnquiries(db: Knex, opts: { status?: string; limit?: number } = {}): Promise<EnquiryRow[]> {
  const q = db<EnquiryRow>('enquiries')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(opts.limit ?? 50)
  if (opts.status) q.where({ status: opts.status })
  return q
}
