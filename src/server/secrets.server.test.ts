import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { decrypt, encrypt, keyRing } from './crypto.server'
import { parseEnv } from './env.server'
import { loadSecrets } from './secrets.server'

const hex = () => randomBytes(32).toString('hex')
const dirs: string[] = []
function tempDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-keys-'))
  dirs.push(dir)
  return { dir, url: path.join(dir, 'site.sqlite') }
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

describe('the data key ring', () => {
  test('DATA_KEY encrypts and every DATA_KEY_PREVIOUS key still decrypts', () => {
    const [current, old1, old2] = [hex(), hex(), hex()]
    const { url } = tempDb()
    const { dataKeys } = loadSecrets(parseEnv({ DATABASE_URL: url, DATA_KEY: current, DATA_KEY_PREVIOUS: `${old1},${old2}` }))
    expect(dataKeys.current.key.toString('hex')).toBe(current)
    expect(dataKeys.retired.map((k) => k.key.toString('hex'))).toEqual([old1, old2])
    expect(decrypt(dataKeys, encrypt(keyRing(Buffer.from(old2, 'hex')), 'ABCDE1234F'))).toBe('ABCDE1234F')
  })

  test('.secrets.json may carry the retired keys; the environment wins field by field', () => {
    const [fileKey, fileOld, envKey] = [hex(), hex(), hex()]
    const { dir, url } = tempDb()
    fs.writeFileSync(
      path.join(dir, '.secrets.json'),
      JSON.stringify({ SESSION_SECRET: hex(), DATA_KEY: fileKey, DATA_KEY_PREVIOUS: fileOld }),
    )
    const fromFile = loadSecrets(parseEnv({ DATABASE_URL: url })).dataKeys
    expect([fromFile.current.key.toString('hex'), ...fromFile.retired.map((k) => k.key.toString('hex'))]).toEqual([fileKey, fileOld])
    const fromEnv = loadSecrets(parseEnv({ DATABASE_URL: url, DATA_KEY: envKey, DATA_KEY_PREVIOUS: fileKey })).dataKeys
    expect([fromEnv.current.key.toString('hex'), ...fromEnv.retired.map((k) => k.key.toString('hex'))]).toEqual([envKey, fileKey])
  })

  test('generating a missing session secret keeps the retired keys already in the file', () => {
    const [fileKey, fileOld] = [hex(), hex()]
    const { dir, url } = tempDb()
    const file = path.join(dir, '.secrets.json')
    fs.writeFileSync(file, JSON.stringify({ DATA_KEY: fileKey, DATA_KEY_PREVIOUS: fileOld }))
    loadSecrets(parseEnv({ DATABASE_URL: url }))
    const written = JSON.parse(fs.readFileSync(file, 'utf8'))
    expect(written).toMatchObject({ DATA_KEY: fileKey, DATA_KEY_PREVIOUS: fileOld })
    expect(written.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/)
  })

  test('a malformed retired key in .secrets.json stops the start with a message naming it', () => {
    const { dir, url } = tempDb()
    fs.writeFileSync(
      path.join(dir, '.secrets.json'),
      JSON.stringify({ SESSION_SECRET: hex(), DATA_KEY: hex(), DATA_KEY_PREVIOUS: 'short' }),
    )
    expect(() => loadSecrets(parseEnv({ DATABASE_URL: url }))).toThrow(/DATA_KEY_PREVIOUS in \.secrets\.json must be 64 hex/)
  })
})
