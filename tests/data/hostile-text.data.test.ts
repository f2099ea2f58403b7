import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createApp, requestHandler } from '#src/app/app.server'
import { bootDeps } from '#src/app/boot.server'
import { insertPost } from '#src/server/tables/blog-posts.server'
import { loanTypeKeys } from '#src/shared/content/loan-types'
import { eligibilityFieldNames } from '#src/shared/loan-tools/inputs'
import { isStorableText } from '#src/shared/schemas/z'
import { TEST_ADMIN } from '../setup/site'
import { engines, openTestDb, countRows, type TestDb } from '../setup/test-db'

// Issue 22, finding 1: text that one engine stores and another refuses (a NUL on PostgreSQL) made a
// 500. Every text field of every form and JSON API gets hostile strings here, on each engine; no answer
// may be a 5xx, every table grows by exactly the writes that were acknowledged, and nothing stored
// holds a character that the shared text check refuses (docs/decisions/150).

type Value = { label: string; value: unknown; form?: string }

const codePoints = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`

/**
 * The hostile values: every C0 and C1 control and DEL inside and at the end of a word (a few alone),
 * broken UTF-16 and UTF-8, injections, emoji, long text. `few` keeps one control of each kind, for
 * the HTML forms, whose every refusal renders a page: their fields share the JSON APIs' schemas.
 */
function hostileValues(few = false): Value[] {
  const values: Value[] = []
  const controls = [...codePoints(0x00, 0x1f), 0x7f, ...codePoints(0x80, 0x9f)]
  for (const cp of few ? [0x00, 0x09, 0x0a, 0x1b, 0x85] : controls) {
    const c = String.fromCharCode(cp)
    values.push({ label: `${hex(cp)} inside`, value: `Asha${c}Devi` })
    if (!few) values.push({ label: `${hex(cp)} at the end`, value: `Asha${c}` })
  }
  if (!few)
    for (const cp of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x7f, 0x85, 0x9f])
      values.push({ label: `${hex(cp)} alone`, value: String.fromCharCode(cp) })
  values.push(...(few ? others.filter((v) => v.form !== undefined || FEW.has(v.label)) : others))
  return values
}

/** The values besides the controls that the HTML forms get too. */
const FEW = new Set(['lone high surrogate', 'SQL quote', 'script tag', 'emoji', 'long (5,000)'])

const others: Value[] = [
  { label: 'lone high surrogate', value: 'Asha\ud83d' },
  { label: 'lone low surrogate', value: '\ude00Asha' },
  { label: 'reversed pair', value: 'a\ude00\ud83db' },
  { label: 'replacement character', value: 'Asha\ufffd' },
  // Bytes that are not UTF-8: a form sends them percent-encoded.
  { label: 'invalid UTF-8 (C3 28)', value: 'Asha\ufffd(', form: 'Asha%C3%28' },
  { label: 'invalid UTF-8 (lone continuation)', value: '\ufffd', form: '%80' },
  { label: 'overlong NUL (C0 80)', value: '\ufffd\ufffd', form: '%C0%80' },
  { label: 'broken percent-encoding', value: '%E0%A4%A', form: '%E0%A4%A' },
  { label: 'SQL quote', value: "' OR '1'='1" },
  { label: 'SQL drop', value: "x'); DROP TABLE enquiries; --" },
  { label: 'SQL union', value: "1' UNION SELECT password_hash FROM admins --" },
  { label: 'SQL like wildcards', value: '%_%\\' },
  { label: 'script tag', value: '<script>alert(1)</script>' },
  { label: 'attribute break', value: '"><img src=x onerror=alert(1)>' },
  { label: 'javascript URL', value: 'javascript:alert(document.cookie)' },
  { label: 'template', value: '${7*7}{{7*7}}' },
  { label: 'emoji', value: 'Asha 😀' },
  { label: 'family emoji', value: '👨‍👩‍👧‍👦' },
  { label: 'flag', value: '🇮🇳' },
  { label: 'right-to-left override', value: 'abc\u202edef' },
  { label: 'zero-width joiner', value: 'As\u200dha' },
  { label: 'line separator', value: 'As\u2028ha' },
  { label: 'Devanagari', value: 'आशा देवी' },
  { label: 'long (5,000)', value: 'a'.repeat(5_000) },
  { label: 'long Devanagari (20,000 bytes)', value: 'आ'.repeat(6_500) },
  { label: 'only spaces', value: '     ' },
  { label: 'empty', value: '' },
]

/** Values only JSON can carry. */
const jsonOnly: Value[] = [
  { label: 'number', value: 12345 },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'array', value: ['a', 'b'] },
  { label: 'object', value: { $ne: '' } },
]

interface Target {
  name: string
  path: string | (() => string)
  kind: 'json' | 'form'
  auth?: 'session' | 'bearer'
  fields: readonly string[]
  base: () => Record<string, unknown>
  /** A table that grows by one row per acknowledged request, checked after the run. */
  table?: string
  /** Statuses that acknowledge a write. */
  ok?: readonly number[]
}

let seq = 0
const application = () => {
  seq += 1
  return {
    loanAmount: '2,00,000',
    monthlyIncome: '52000',
    purpose: 'Medical Emergency',
    fullName: 'Meera Iyer',
    email: 'meera@example.com',
    panCard: `MEERA${String(1000 + (seq % 9000))}Q`,
    mobileNumber: '9988776655',
    companyName: 'Lotus Pharma',
    pinCode: '600001',
    gender: 'FEMALE',
    dateOfBirth: '12/03/1992',
    state: 'Tamil Nadu',
    city: 'Chennai',
    isChecked: 'true',
  }
}
const applyFields = Object.keys(application())
const enquiry = () => ({
  FirstName: 'Asha',
  LastName: 'Devi',
  MobileNumber: '9876543210',
  City: 'Pune',
  LoanType: 'Home Loan',
  Message: 'Please call',
  Email: 'asha@example.in',
})
const enquiryFields = Object.keys(enquiry())

describe.each(engines)('hostile text in every field on %s', (kind) => {
  let t: TestDb
  let server: Server
  let origin: string
  let cookie = ''
  let csrf = ''
  let bearer = ''
  let applicationId = 0
  let enquiryId = 0
  let postId = 0
  const logs: string[] = []

  beforeAll(async () => {
    t = await openTestDb(kind)
    server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const deps = await bootDeps(
      {
        NODE_ENV: 'test',
        ...(process.env.DIST_DIR && { DIST_DIR: process.env.DIST_DIR }),
        DATABASE_URL: t.url,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123',
        DATA_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
        PUBLIC_ORIGIN: origin,
        IMAGE_STORE: 'database',
        // The public forms' limits would answer 429 long before the fields are all tried.
        RATE_LIMIT_FORMS: '0',
      },
      (line) => void logs.push(line),
      { db: t.db },
    )
    await import(/* @vite-ignore */ `${deps.env.distDir}/server/entry.mjs`)
    server.on('request', requestHandler(createApp(deps)))

    const login = await fetch(`${origin}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(TEST_ADMIN),
    })
    cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('lp.sid='))!
      .split(';')[0]!
    const page = await (await fetch(`${origin}/admin-dashboard/applications`, { headers: { Cookie: cookie } })).text()
    csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!
    const api = await fetch(`${origin}/api/v1/admin/admin-login`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    bearer = ((await api.json()) as { token: string }).token

    const applied = await send('json', `${origin}/api/v1/loan-application`, application())
    expect(applied.status).toBe(201)
    expect((await send('json', `${origin}/api/v1/admin/contact-us`, enquiry())).status).toBe(201)
    applicationId = Number((await t.db('loan_applications').first('id'))!.id)
    enquiryId = Number((await t.db('enquiries').first('id'))!.id)
    const at = new Date().toISOString()
    postId = await insertPost(t.db, {
      title: 'Home loans explained',
      content: 'Text',
      category: 'Home Loans',
      tag: 'home',
      image: 'none.webp',
      image1: null,
      image2: null,
      created_at: at,
      updated_at: at,
    })
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await t?.close()
  })

  async function send(
    encoding: 'json' | 'form',
    url: string,
    body: Record<string, unknown>,
    opts: { auth?: 'session' | 'bearer'; raw?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { Origin: origin, Accept: encoding === 'json' ? 'application/json' : 'text/html' }
    if (opts.auth === 'session') headers.Cookie = cookie
    if (opts.auth === 'bearer') headers.Authorization = `Bearer ${bearer}`
    let payload: string
    if (encoding === 'json') {
      headers['Content-Type'] = 'application/json'
      payload = JSON.stringify(body)
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      const params = new URLSearchParams()
      for (const [k, v] of Object.entries(body)) if (!(opts.raw && k in opts.raw)) params.append(k, String(v))
      // URLSearchParams would re-encode the bytes; a raw value goes in as it is, like a hand-made request.
      payload = [params.toString(), ...Object.entries(opts.raw ?? {}).map(([k, v]) => `${k}=${v}`)].filter(Boolean).join('&')
    }
    return fetch(url, { method: 'POST', redirect: 'manual', headers, body: payload })
  }

  test('no field of any form or API answers 5xx, and nothing is half-written', { timeout: 300_000 }, async () => {
    const targets: Target[] = [
      {
        name: 'contact API',
        path: '/api/v1/admin/contact-us',
        kind: 'json',
        fields: enquiryFields,
        base: enquiry,
        table: 'enquiries',
        ok: [201],
      },
      { name: 'contact form', path: '/contact-us', kind: 'form', fields: enquiryFields, base: enquiry, table: 'enquiries', ok: [303] },
      {
        name: 'apply API',
        path: '/api/v1/loan-application',
        kind: 'json',
        fields: applyFields,
        base: application,
        table: 'loan_applications',
        ok: [201],
      },
      {
        name: 'apply form',
        path: '/apply-now',
        kind: 'form',
        fields: applyFields,
        base: application,
        table: 'loan_applications',
        ok: [303],
      },
      { name: 'admin sign-in form', path: '/admin', kind: 'form', fields: ['email', 'password'], base: () => ({ ...TEST_ADMIN }) },
      {
        name: 'admin sign-in API',
        path: '/api/v1/admin/admin-login',
        kind: 'json',
        fields: ['email', 'password'],
        base: () => ({ ...TEST_ADMIN }),
      },
      {
        name: 'lead search',
        path: '/admin-dashboard/applications',
        kind: 'form',
        auth: 'session',
        fields: ['q', 'status', 'from'],
        base: () => ({ _csrf: csrf, q: 'Meera' }),
      },
      {
        name: 'enquiry search',
        path: '/admin-dashboard/enquiries',
        kind: 'form',
        auth: 'session',
        fields: ['q'],
        base: () => ({ _csrf: csrf, q: 'Asha' }),
      },
      {
        name: 'application note',
        path: () => `/admin-dashboard/applications/${applicationId}/notes`,
        kind: 'form',
        auth: 'session',
        fields: ['body'],
        base: () => ({ _csrf: csrf, body: 'Called' }),
        table: 'lead_notes',
        ok: [303],
      },
      {
        name: 'enquiry note',
        path: () => `/admin-dashboard/enquiries/${enquiryId}/notes`,
        kind: 'form',
        auth: 'session',
        fields: ['body'],
        base: () => ({ _csrf: csrf, body: 'Called' }),
        table: 'lead_notes',
        ok: [303],
      },
      {
        name: 'enquiry status',
        path: () => `/admin-dashboard/enquiries/${enquiryId}/status`,
        kind: 'form',
        auth: 'session',
        fields: ['to', 'note'],
        base: () => ({ _csrf: csrf, to: 'contacted', note: 'Rang' }),
        table: 'lead_status_changes',
        ok: [303],
      },
      {
        name: 'track look-up',
        path: '/track',
        kind: 'form',
        fields: ['reference', 'dateOfBirth'],
        base: () => ({ reference: 'LP-2611-7K3M9Q', dateOfBirth: '12/03/1992' }),
      },
      { name: 'track request', path: '/track', kind: 'form', fields: ['token', 'intent'], base: () => ({ intent: 'erasure', token: 'x' }) },
      {
        name: 'lost-reference form',
        path: '/track/forgot',
        kind: 'form',
        fields: ['email', 'dateOfBirth'],
        base: () => ({ email: 'meera@example.com', dateOfBirth: '12/03/1992' }),
      },
      {
        name: 'eligibility tool',
        path: '/loan-tools/eligibility',
        kind: 'form',
        fields: eligibilityFieldNames,
        base: () => ({ income: '60000', emis: '5000' }),
      },
      // The Hindi form re-renders its refusals in Hindi, from the same schema.
      {
        name: 'Hindi apply form',
        path: '/hi/apply-now',
        kind: 'form',
        fields: applyFields,
        base: application,
        table: 'loan_applications',
        ok: [303],
      },
      {
        name: 'loan-type terms form',
        path: `/admin-dashboard/loan-types/${loanTypeKeys[0]}`,
        kind: 'form',
        auth: 'session',
        fields: ['interestRate', 'repaymentPeriod', 'prepayment'],
        base: () => ({ _csrf: csrf, interestRate: '10.5% a year', repaymentPeriod: '1 to 5 years', prepayment: 'Free' }),
      },
      {
        name: 'loan-type terms API',
        path: '/api/v1/admin/add-loan-details',
        kind: 'json',
        auth: 'bearer',
        fields: ['loanType', 'interestRate', 'repaymentPeriod', 'prepayment'],
        base: () => ({ loanType: loanTypeKeys[1], interestRate: '11%', repaymentPeriod: '1 to 3 years', prepayment: 'Free' }),
      },
      {
        name: 'blog edit form',
        path: () => `/admin-dashboard/blogs/${postId}/edit`,
        kind: 'form',
        auth: 'session',
        fields: ['blogTitle', 'blogCategory', 'blogTag', 'blogContent'],
        base: () => ({ _csrf: csrf, blogTitle: 'Home loans', blogCategory: 'Home Loans', blogTag: 'home', blogContent: 'Text' }),
      },
    ]

    const [all, few] = [hostileValues(), hostileValues(true)]
    const failures: string[] = []
    const acknowledged = new Map<string, number>()
    const before = new Map<string, number>()
    for (const table of new Set(targets.flatMap((x) => (x.table ? [x.table] : [])))) before.set(table, await countRows(t.db, table))

    const jobs: (() => Promise<void>)[] = []
    for (const target of targets) {
      const values = target.kind === 'json' ? [...all, ...jsonOnly] : few
      for (const field of target.fields) {
        for (const v of values) {
          jobs.push(async () => {
            const url = `${origin}${typeof target.path === 'string' ? target.path : target.path()}`
            const body = { ...target.base(), [field]: v.value }
            const raw = target.kind === 'form' && v.form !== undefined ? { [field]: v.form } : undefined
            const res = await send(target.kind, url, body, { auth: target.auth, raw })
            await res.arrayBuffer()
            if (res.status >= 500) failures.push(`${res.status} ${target.name} ${field} ${v.label}`)
            if (target.table && target.ok?.includes(res.status)) acknowledged.set(target.table, (acknowledged.get(target.table) ?? 0) + 1)
          })
        }
      }
    }
    // A few requests at a time, as several visitors would send them.
    let next = 0
    const worker = async () => {
      while (next < jobs.length) await jobs[next++]!()
    }
    await Promise.all(Array.from({ length: 4 }, worker))
    console.log(`hostile text on ${kind}: ${jobs.length} requests, ${failures.length} answered 5xx`)

    expect(failures.slice(0, 20)).toEqual([])
    expect(logs.filter((line) => /error 5\d\d/.test(line))).toEqual([])
    // Every table grew by exactly the writes that were acknowledged, and holds nothing the check refuses.
    for (const [table, count] of before) {
      expect([table, (await countRows(t.db, table)) - count]).toEqual([table, acknowledged.get(table) ?? 0])
      const rows = (await t.db(table).select()) as Record<string, unknown>[]
      const unsafe = rows.flatMap((row) =>
        Object.entries(row).filter(([, v]) => typeof v === 'string' && !isStorableText(v, { multiline: true })),
      )
      expect([table, unsafe]).toEqual([table, []])
    }
    expect(jobs.length).toBeGreaterThanOrEqual(5_000)
    hostileRequests += jobs.length
  })
})

let hostileRequests = 0
afterAll(() => console.log(`hostile text: ${hostileRequests} requests in all on ${engines.join(' and ')}`))
