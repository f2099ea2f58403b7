import express from 'express'
import request from 'supertest'
import { afterEach, describe, expect, test } from 'vitest'
import { bootstrapAdmin, checkAdminCredentials } from '#src/features/admin-auth/admin-account.service.server'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { sessionMiddleware } from '#src/server/session.server'

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

describe.each(engines)('on %s', (kind) => {
  test('migrations create the sessions and admins tables, and running them again changes nothing', async () => {
    current = await openTestDb(kind)
    const { db } = current
    expect(await db.schema.hasTable('sessions')).toBe(true)
    expect(await db.schema.hasTable('admins')).toBe(true)
    const [, pending] = (await db.migrate.list({ migrationSource: (await import('#db/migrations/index')).migrationSource })) as [
      unknown[],
      unknown[],
    ]
    expect(pending).toEqual([])
  })

  test('a first start with no admin settings creates the admin with a random password that works', async () => {
    current = await openTestDb(kind)
    const result = await bootstrapAdmin(current.db, {})
    expect(result.action).toBe('generated')
    if (result.action !== 'generated') return
    expect(result.password.length).toBeGreaterThanOrEqual(16)
    expect((await checkAdminCredentials(current.db, result.email, result.password))?.email).toBe(result.email)
    expect(await checkAdminCredentials(current.db, result.email, 'wrong password')).toBeNull()
    const again = await bootstrapAdmin(current.db, {})
    expect(again.action).toBe('kept')
  })

  test('ADMIN_EMAIL and ADMIN_PASSWORD create the account, and a new password updates it', async () => {
    current = await openTestDb(kind)
    const { db } = current
    expect((await bootstrapAdmin(db, { email: 'Boss@Example.in', password: 'first-password-1' })).action).toBe('configured')
    expect((await checkAdminCredentials(db, 'boss@example.in', 'first-password-1'))?.email).toBe('boss@example.in')
    expect((await bootstrapAdmin(db, { email: 'boss@example.in', password: 'first-password-1' })).action).toBe('kept')
    await bootstrapAdmin(db, { email: 'boss@example.in', password: 'second-password-2' })
    expect(await checkAdminCredentials(db, 'boss@example.in', 'first-password-1')).toBeNull()
    expect((await checkAdminCredentials(db, 'boss@example.in', 'second-password-2'))?.email).toBe('boss@example.in')
    const row = await db('admins').where({ email: 'boss@example.in' }).first()
    expect(row.password_hash).toMatch(/^scrypt\$/)
    expect(row.password_hash).not.toContain('second-password-2')
  })

  test('sessions are kept in the same database and survive between requests', async () => {
    current = await openTestDb(kind)
    const app = express()
    app.use(sessionMiddleware({ db: current.db, secret: 'x'.repeat(40), secure: false }))
    app.post('/in', (req, res) => {
      req.session.admin = { email: 'admin@loanpartner.in', signedInAt: Date.now() }
      res.sendStatus(204)
    })
    app.get('/who', (req, res) => res.json({ email: req.session.admin?.email ?? null }))
    const agent = request.agent(app)
    const login = await agent.post('/in')
    const cookie = String(login.headers['set-cookie'])
    expect(cookie).toMatch(/lp\.sid=.*HttpOnly.*SameSite=Lax/)
    expect((await agent.get('/who')).body).toEqual({ email: 'admin@loanpartner.in' })
    const rows = await current.db('sessions').count<{ n: number | string }[]>({ n: '*' })
    expect(Number(rows[0]!.n)).toBe(1)
    // A visitor who never signs in gets no session row.
    await request(app).get('/who')
    const after = await current.db('sessions').count<{ n: number | string }[]>({ n: '*' })
    expect(Number(after[0]!.n)).toBe(1)
  })
})

describe('SQLite settings', () => {
  test('WAL, a 5 s busy timeout, synchronous=FULL and foreign keys are on', async () => {
    current = await openTestDb('sqlite')
    const { db } = current
    const one = async (pragma: string) => Object.values((await db.raw(`PRAGMA ${pragma}`))[0])[0]
    expect(await one('journal_mode')).toBe('wal')
    expect(Number(await one('busy_timeout'))).toBeGreaterThanOrEqual(5000)
    expect(Number(await one('synchronous'))).toBe(2)
    expect(Number(await one('foreign_keys'))).toBe(1)
  })
})
