import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { CryptoError, decrypt, keyedHash, keyIdOf, keyRing } from '#src/server/crypto.server'
import { maskPan } from '#src/shared/leads'
import type { ApplicationRow } from '#src/server/tables/loan-applications.server'
import { eraseApplication } from './applications.service.server'
import { rotateDataKey } from './data-key-rotation.service.server'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'

const keyA = randomBytes(32)
const keyB = randomBytes(32)
const NOW = new Date('2026-11-21T06:00:00.000Z')
const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return 'opened'
  } catch (err) {
    return err instanceof CryptoError ? err.code : 'other error'
  }
}

describe.each(engines)('data key rotation on %s', (kind) => {
  let t: TestDb
  const pans = new Map<number, string>()
  const rows = () => t.db<ApplicationRow>('loan_applications').select('*').orderBy('id')

  beforeAll(async () => {
    t = await openTestDb(kind)
    // Twelve applications under key A, three of them as the first release stored them (v1, no masked PAN).
    for (let i = 0; i < 12; i++) {
      const pan = `ROTA${String.fromCharCode(65 + i)}${String(1000 + i)}K`
      pans.set(await insertFakeApplication(t.db, keyA, i, NOW, { pan, legacy: i % 4 === 0 }), pan)
    }
    const erased = await insertFakeApplication(t.db, keyA, 99, NOW)
    await eraseApplication(t.db, erased, 'admin@loanpartner.in', NOW)
  })
  afterAll(() => t?.close())

  test('an interrupted rotation resumes, and afterwards every PAN opens with the new key alone and never with the old', async () => {
    const ring = keyRing(keyB, [keyA])
    const consentBefore = (await rows()).map((r) => r.consent_ip_hash)

    const first = await rotateDataKey(t.db, ring, { batchSize: 5, maxBatches: 1 })
    expect(first).toEqual({ reencrypted: 5, masked: 2, unreadable: 0, remaining: 7 })
    expect((await rows()).filter((r) => keyIdOf(r.pan_encrypted) === ring.current.id)).toHaveLength(5)

    const rest = await rotateDataKey(t.db, ring, { batchSize: 5 })
    expect(rest).toEqual({ reencrypted: 7, masked: 1, unreadable: 0, remaining: 0 })

    const onlyB = keyRing(keyB)
    const onlyA = keyRing(keyA)
    const stored = (await rows()).filter((r) => pans.has(r.id))
    expect(stored).toHaveLength(12)
    for (const r of stored) {
      const pan = pans.get(r.id)!
      expect(decrypt(onlyB, r.pan_encrypted)).toBe(pan)
      expect(codeOf(() => decrypt(onlyA, r.pan_encrypted))).toBe('ERR_DATA_KEY_UNKNOWN')
      expect(r.pan_hash).toBe(keyedHash(keyB, pan, 'pan'))
      expect(r.pan_masked).toBe(maskPan(pan))
    }
    // The consent IP hash cannot be recomputed (the IP is not stored): it stays under the old key.
    expect((await rows()).map((r) => r.consent_ip_hash)).toEqual(consentBefore)
    const erased = (await rows()).find((r) => !pans.has(r.id))!
    expect(erased).toMatchObject({ pan_encrypted: '', pan_hash: '', pan_masked: null })

    expect(await rotateDataKey(t.db, ring)).toEqual({ reencrypted: 0, masked: 0, unreadable: 0, remaining: 0 })
  })

  test('a PAN under a key the ring lacks is reported unreadable and left as it is, until that key is added', async () => {
    const keyC = randomBytes(32)
    const id = await insertFakeApplication(t.db, keyC, 200, NOW, { pan: 'LOSTK1234C' })
    const before = await t.db<ApplicationRow>('loan_applications').where({ id }).first()
    expect(await rotateDataKey(t.db, keyRing(keyB, [keyA]))).toEqual({ reencrypted: 0, masked: 0, unreadable: 1, remaining: 1 })
    expect(await t.db<ApplicationRow>('loan_applications').where({ id }).first()).toEqual(before)
    expect(await rotateDataKey(t.db, keyRing(keyB, [keyC]))).toEqual({ reencrypted: 1, masked: 0, unreadable: 0, remaining: 0 })
  })
})
