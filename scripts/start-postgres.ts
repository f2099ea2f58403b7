// npm run start:postgres: the production server on a throwaway PostgreSQL from npm, to try the
// PostgreSQL path with one command (docs/decisions/200). The database lives in a fresh temporary
// folder and is deleted when the server stops; a real deployment sets DATABASE_URL to its own server
// (docs/deploy.md). Production on PostgreSQL needs the shared secrets and the company's identity: a
// trial makes fresh secrets and shows the bundled sample identity, still labelled "(sample)", and
// the sample lenders the first migration seeds, labelled too (docs/decisions/201).
import { randomBytes } from 'node:crypto'
import { defaultSite } from '#src/shared/content/site'
import { startEmbeddedPostgres } from './embedded-postgres.mjs'

const pg = await startEmbeddedPostgres()
const { identity } = defaultSite.legal
const officer = defaultSite.grievanceOfficer
const trial = {
  SESSION_SECRET: randomBytes(32).toString('hex'),
  DATA_KEY: randomBytes(32).toString('hex'),
  PUBLIC_ORIGIN: `http://localhost:${process.env.PORT ?? 3000}`,
  COMPANY_LEGAL_NAME: identity.legalName,
  COMPANY_CIN: identity.cin,
  COMPANY_REGISTERED_OFFICE: identity.registeredOffice,
  COMPANY_ROLE: identity.role,
  GRIEVANCE_OFFICER_NAME: officer.name,
  GRIEVANCE_OFFICER_EMAIL: officer.email,
  GRIEVANCE_OFFICER_PHONE: officer.phone,
}
// What the operator set wins, as it would in production; the database is always the trial's own.
for (const [name, value] of Object.entries(trial)) process.env[name] ||= value
process.env.DATABASE_URL = pg.url
console.log(`A throwaway PostgreSQL (embedded-postgres) runs on 127.0.0.1:${pg.port}; its data is deleted when the site stops.`)
await import('./start.mjs')
