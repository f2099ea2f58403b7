import type { Knex } from 'knex'
import type { Catalogue, Offer } from '#src/shared/offers/match'

// `application_offers` (docs/decisions/220, 206): the catalogue an application was first matched
// against, as it was shown, and the offer its borrower chose.

const TABLE = 'application_offers'

interface Row {
  application_id: number
  catalogue: string
  taken_at: string
  chosen: string | null
  chosen_at: string | null
}

export interface StoredOffers {
  catalogue: Catalogue
  chosen: Offer | null
  chosenAt: string | null
}

const toStored = (r: Row): StoredOffers => ({
  catalogue: JSON.parse(r.catalogue) as Catalogue,
  chosen: r.chosen === null ? null : (JSON.parse(r.chosen) as Offer),
  chosenAt: r.chosen_at,
})

export async function selectOffers(db: Knex, applicationId: number): Promise<StoredOffers | undefined> {
  const row = (await db<Row>(TABLE).where({ application_id: applicationId }).first()) as Row | undefined
  return row && toStored(row)
}

/** Keeps the first snapshot: of two first looks at once, one writes it and both read it. */
export async function keepSnapshot(db: Knex, applicationId: number, catalogue: Catalogue, at: string): Promise<StoredOffers> {
  await db<Row>(TABLE)
    .insert({ application_id: applicationId, catalogue: JSON.stringify(catalogue), taken_at: at, chosen: null, chosen_at: null })
    .onConflict('application_id')
    .ignore()
  return (await selectOffers(db, applicationId))!
}

export async function setChosen(db: Knex, applicationId: number, chosen: Offer | null, at: string): Promise<void> {
  await db<Row>(TABLE)
    .where({ application_id: applicationId })
    .update({ chosen: chosen && JSON.stringify(chosen), chosen_at: chosen && at })
}

/** The chosen offers of some applications, for the lead desk's list and CSV. */
export async function chosenOffers(db: Knex, applicationIds: number[]): Promise<Map<number, Offer>> {
  const chosen = new Map<number, Offer>()
  for (let i = 0; i < applicationIds.length; i += 500) {
    const rows: Pick<Row, 'application_id' | 'chosen'>[] = await db<Row>(TABLE)
      .select('application_id', 'chosen')
      .whereIn('application_id', applicationIds.slice(i, i + 500))
      .whereNotNull('chosen')
    for (const r of rows) chosen.set(Number(r.application_id), JSON.parse(r.chosen!) as Offer)
  }
  return chosen
}
