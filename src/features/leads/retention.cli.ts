import { createDb, migrate } from '#src/server/db.server'
import { parseEnv } from '#src/server/env.server'
import { runRetention } from './retention.service.server'
import { errorCode } from '#src/server/http-error.server'

// `npm run retention`: erases applications and enquiries older than RETENTION_DAYS (default 365).
// It prints counts only, never personal data.
async function main() {
  const env = parseEnv()
  const db = createDb(env.DATABASE_URL)
  try {
    await migrate(db)
    const result = await runRetention(db, env.RETENTION_DAYS)
    console.log(
      `Retention (${env.RETENTION_DAYS} days, before ${result.cutoff}): erased ${result.applications} applications and ${result.enquiries} enquiries.`,
    )
  } finally {
    await db.destroy()
  }
}

main().catch((err: Error & { code?: string }) => {
  console.error(`Retention failed: ${errorCode(err)}`)
  process.exit(1)
})
