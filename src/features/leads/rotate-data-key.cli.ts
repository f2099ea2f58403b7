import { createDb, migrate } from '#src/server/db.server'
import { parseEnv } from '#src/server/env.server'
import { loadSecrets } from '#src/server/secrets.server'
import { rotateDataKey } from './data-key-rotation.service.server'
import { errorCode } from '#src/server/http-error.server'

// `npm run rotate-data-key [-- --batch-size=500 --batches=N]`: seals every PAN under DATA_KEY, reading
// the old ones with DATA_KEY_PREVIOUS; run it until it reports nothing left (docs/decisions/080).
// It prints counts only, never personal data.
function option(name: string): number | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`))
  if (!arg) return undefined
  const n = Number(arg.slice(name.length + 3))
  if (!Number.isInteger(n) || n < 1) throw Object.assign(new Error(`--${name} must be a whole number above 0`), { code: 'ERR_BAD_OPTION' })
  return n
}

async function main() {
  const env = parseEnv()
  const keys = loadSecrets(env).dataKeys
  const db = createDb(env.DATABASE_URL)
  try {
    await migrate(db)
    const result = await rotateDataKey(db, keys, { batchSize: option('batch-size'), maxBatches: option('batches') })
    console.log(
      `Data key ${keys.current.id} (retired: ${keys.retired.map((k) => k.id).join(', ') || 'none'}): ` +
        `re-encrypted ${result.reencrypted} PANs, masked ${result.masked}, unreadable ${result.unreadable}, left ${result.remaining}.`,
    )
    if (result.unreadable > 0) {
      console.error('Some PANs open with no configured key: keep DATA_KEY_PREVIOUS and add the key they were sealed with.')
      process.exitCode = 1
    } else if (result.remaining === 0) console.log('Nothing left: DATA_KEY_PREVIOUS can be removed from every process.')
  } finally {
    await db.destroy()
  }
}

// A bad option or setting explains itself; anything else (knex) shows its code only, never its message.
const explains = (err: Error & { code?: string }) => err.code === 'ERR_BAD_OPTION' || err.message.startsWith('Invalid configuration')

main().catch((err: Error & { code?: string }) => {
  console.error(`Key rotation failed: ${explains(err) ? err.message : errorCode(err)}`)
  process.exit(1)
})
