import type { Knex } from 'knex'

export interface AdminRow {
  id: number
  email: string
  password_hash: string
}

export function findAdminByEmail(db: Knex, email: string): Promise<AdminRow | undefined> {
  return db<AdminRow>('admins').where({ email: email.toLowerCase() }).first()
}

export async function countAdmins(db: Knex): Promise<number> {
  const row = await db('admins').count<{ n: number | string }[]>({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

/** Inserts the admin unless one with this e-mail exists; true only when this call's row went in. */
export async function insertAdminIfAbsent(db: Knex, email: string, passwordHash: string, now: string): Promise<boolean> {
  const inserted = await db('admins')
    .insert({ email: email.toLowerCase(), password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict('email')
    .ignore()
    .returning('id')
  return inserted.length > 0
}

export async function upsertAdmin(db: Knex, email: string, passwordHash: string, now: string): Promise<void> {
  await db('admins')
    .insert({ email: email.toLowerCase(), password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict('email')
    .merge({ password_hash: passwordHash, updated_at: now })
}
