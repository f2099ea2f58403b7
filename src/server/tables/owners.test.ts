import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

// One owner per table (docs/decisions/129): every query on a table is written in one module. The
// tables that more than one feature uses are owned here, in src/server/tables/; a feature's own table
// by that feature's repository.

const ROOT = path.resolve(import.meta.dirname, '../../..')

const owners: Record<string, string> = {
  loan_applications: 'src/server/tables/loan-applications.server.ts',
  enquiries: 'src/server/tables/enquiries.server.ts',
  lead_status_changes: 'src/server/tables/lead-history.server.ts',
  lead_notes: 'src/server/tables/lead-history.server.ts',
  blog_posts: 'src/server/tables/blog-posts.server.ts',
  images: 'src/features/blog/image-store.server.ts',
  loan_types: 'src/features/loan-types/loan-types.repo.server.ts',
  admins: 'src/features/admin-auth/admin-auth.repo.server.ts',
  admin_recovery_codes: 'src/features/admin-auth/admin-auth.repo.server.ts',
  admin_api_tokens: 'src/server/auth-tokens.server.ts',
  audit_log: 'src/server/audit.server.ts',
  consent_ledger: 'src/server/consent-ledger.server.ts',
  lead_requests: 'src/server/lead-requests.server.ts',
  sessions: 'src/server/session.server.ts',
  rate_limits: 'src/server/rate-limit-store.server.ts',
  jobs: 'src/server/jobs.server.ts',
  content_version: 'src/server/page-cache.server.ts',
  outbox: 'src/server/outbox.server.ts',
  lenders: 'src/server/tables/lenders.server.ts',
  lender_products: 'src/server/tables/lenders.server.ts',
  application_offers: 'src/features/offers/offers.repo.server.ts',
  desk_digests: 'src/features/leads/desk-digest.repo.server.ts',
  lead_calls: 'src/server/tables/follow-ups.server.ts',
  desk_settings: 'src/server/tables/follow-ups.server.ts',
  funnel_counts: 'src/features/leads/funnel.repo.server.ts',
}

/** The tables the migrations create. */
function migratedTables(): string[] {
  const dir = path.join(ROOT, 'db/migrations')
  const names = fs
    .readdirSync(dir)
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/createTable\('(\w+)'/g)].map((m) => m[1]!))
  return [...new Set(names)].sort()
}

/** Server modules (tests aside) that query `table`: a knex call on it, or a name or TABLE constant naming it. */
function modulesQuerying(table: string): string[] {
  const use = new RegExp(`(\\b(db|trx|this\\.db)(<[^>]*>)?\\(\\s*|\\b(TABLE|table|tableName)\\s*[:=]\\s*)'${table}'`)
  return fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join('src', f))
    .filter((f) => use.test(fs.readFileSync(path.join(ROOT, f), 'utf8')))
}

describe('one owner per table', () => {
  test('every table the migrations create has an owner', () => {
    expect(Object.keys(owners).sort()).toEqual(migratedTables())
  })

  test.each(Object.entries(owners))('%s is queried only by %s', (table, owner) => {
    expect(modulesQuerying(table)).toEqual([owner])
  })
})
