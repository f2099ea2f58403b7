import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'
import { loadSecrets } from './secrets.server'

describe('configuration', () => {
  test('with nothing set the site runs on port 3000 with a SQLite file in db/ and no proxy trust', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toMatch(/db\/loan-partner\.sqlite$/)
    expect(env.TRUST_PROXY).toBe(0)
    expect(env.NODE_ENV).toBe('production')
  })

  test('a bad value stops the start with a message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n {2}PORT:/)
    expect(() => parseEnv({ DATA_KEY: 'short' })).toThrow(/DATA_KEY must be 64 hex characters/)
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
  })

  test('LENDERS is no longer read: a process that still sets it stops, saying the lenders live in the database (docs/decisions/201)', () => {
    expect(() => parseEnv({ LENDERS: '[]' })).toThrow(
      'Invalid configuration: LENDERS is no longer read. The lenders live in the database; the admin edits them at /admin-dashboard/lenders (docs/decisions/201). Remove LENDERS.',
    )
  })

  test('two-factor sign-in is optional unless REQUIRE_ADMIN_2FA is true; another word stops the start', () => {
    expect(parseEnv({}).REQUIRE_ADMIN_2FA).toBe(false)
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'true' }).REQUIRE_ADMIN_2FA).toBe(true)
    expect(parseEnv({ REQUIRE_ADMIN_2FA: 'false' }).REQUIRE_ADMIN_2FA).toBe(false)
    expect(() => parseEnv({ REQUIRE_ADMIN_2FA: 'yes' })).toThrow(/REQUIRE_ADMIN_2FA must be true or false/)
  })

  test('e-mail: SMTP_URL is smtp:// or smtps://, NOTIFY_EMAIL a list of addresses, and both may be left out', () => {
    const unset = parseEnv({})
    expect(unset.SMTP_URL).toBeUndefined()
    expect(unset).toMatchObject({ notifyEmails: [], MAIL_POLL_MS: 5000 })
    const env = parseEnv({ SMTP_URL: 'smtps://user:p%40ss@mail.example.in:465', NOTIFY_EMAIL: 'desk@example.in, owner@example.in' })
    expect(env.SMTP_URL).toBe('smtps://user:p%40ss@mail.example.in:465')
    expect(env.notifyEmails).toEqual(['desk@example.in', 'owner@example.in'])
    expect(() => parseEnv({ SMTP_URL: 'mail.example.in:587' })).toThrow(/SMTP_URL must look like smtp:\/\/user:pass@host:587/)
    expect(() => parseEnv({ NOTIFY_EMAIL: 'desk@example.in, nobody' })).toThrow(/NOTIFY_EMAIL must be e-mail addresses separated by commas/)
  })

  test('the morning digest goes at 09:30 India time unless DESK_DIGEST_AT names another HH:MM (docs/decisions/231)', () => {
    expect(parseEnv({}).DESK_DIGEST_AT).toBe('09:30')
    expect(parseEnv({ DESK_DIGEST_AT: '08:05' }).DESK_DIGEST_AT).toBe('08:05')
    for (const bad of ['9:30', '24:00', '09:60', 'morning'])
      expect(() => parseEnv({ DESK_DIGEST_AT: bad })).toThrow(/DESK_DIGEST_AT must be a time of day in India, HH:MM/)
  })
})

describe('generated secrets', () => {
  test('missing secrets are generated once, beside the database, readable by the owner only, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-secrets-'))
    const env = parseEnv({ DATABASE_URL: path.join(dir, 'site.sqlite') })
    const first = loadSecrets(env)
    const file = path.join(dir, '.secrets.json')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const second = loadSecrets(env)
    expect(second.sessionSecret).toBe(first.sessionSecret)
    expect(second.dataKeys.current.key.equals(first.dataKeys.current.key)).toBe(true)
    expect(first.dataKeys.current.key.length).toBe(32)
    fs.rmSync(dir, { recursive: true })
  })
})
