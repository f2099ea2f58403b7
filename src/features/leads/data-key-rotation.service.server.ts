import type { Knex } from 'knex'
import { decrypt, encrypt, keyedHash, keyIdOf, type KeyRing } from '#src/server/crypto.server'
import { maskPan } from '#src/shared/leads'
import { countSealedPans, replaceSealedPans, selectSealedPans, type PanFields } from '#src/server/tables/loan-applications.server'

export interface PanPassOptions {
  /** Rows per transaction. */
  batchSize?: number
  /** Stop after this many batches (a later run picks up the rest). */
  maxBatches?: number
}

export interface PanPassResult {
  /** PANs sealed again under the current key, with their look-up hash recomputed. */
  reencrypted: number
  /** Rows that got their masked PAN (also counted in `reencrypted` when both happened). */
  masked: number
  /** Rows no key of the ring opens: they stay as they are, and the retired keys must not be dropped. */
  unreadable: number
}

/**
 * Walks the rows that need work in id order, one transaction a batch. Each row is read outside the
 * transaction and rewritten only if its ciphertext has not changed since (replaceSealedPans), so a
 * concurrent erasure wins and a second run does no harm (docs/decisions/080).
 */
async function walkPans(db: Knex, keys: KeyRing, rotate: boolean, opts: PanPassOptions): Promise<PanPassResult> {
  const batchSize = opts.batchSize ?? 500
  const maxBatches = opts.maxBatches ?? Infinity
  const result: PanPassResult = { reencrypted: 0, masked: 0, unreadable: 0 }
  let afterId = 0
  for (let n = 0; n < maxBatches; n++) {
    const rows = await selectSealedPans(db, rotate ? keys.current.id : null, afterId, batchSize)
    if (rows.length === 0) break
    afterId = rows[rows.length - 1]!.id
    const changes: { id: number; from: string; to: PanFields }[] = []
    for (const row of rows) {
      let pan: string
      try {
        pan = decrypt(keys, row.pan_encrypted)
      } catch {
        result.unreadable += 1
        continue
      }
      const reseal = rotate && keyIdOf(row.pan_encrypted) !== keys.current.id
      // The look-up hash is keyed too: recompute it under the new key while the plain PAN is at hand.
      const to = reseal ? { pan_encrypted: encrypt(keys, pan), pan_hash: keyedHash(keys.current.key, pan, 'pan') } : {}
      const change = row.pan_masked === null ? { ...to, pan_masked: maskPan(pan) } : to
      if (Object.keys(change).length > 0) changes.push({ id: row.id, from: row.pan_encrypted, to: change })
    }
    const changed = new Set(await db.transaction((trx) => replaceSealedPans(trx, changes)))
    for (const { to } of changes.filter((c) => changed.has(c.id))) {
      if (to.pan_encrypted) result.reencrypted += 1
      if (to.pan_masked) result.masked += 1
    }
  }
  return result
}

/**
 * `npm run rotate-data-key`: seals every PAN not yet under the current key again under it, recomputes
 * its look-up hash, and fills a missing masked PAN. Resumable: it only ever picks the rows still to do.
 */
export async function rotateDataKey(db: Knex, keys: KeyRing, opts: PanPassOptions = {}): Promise<PanPassResult & { remaining: number }> {
  const result = await walkPans(db, keys, true, opts)
  return { ...result, remaining: await countSealedPans(db, keys.current.id) }
}

/** Fills pan_masked on rows stored before it existed; cheap when there are none (the server calls it at boot). */
export function backfillMaskedPans(db: Knex, keys: KeyRing, opts: PanPassOptions = {}): Promise<PanPassResult> {
  return walkPans(db, keys, false, opts)
}
