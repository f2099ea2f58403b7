import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { freePort, spawnServer, waitReady, type ServerProcess } from '../setup/server-process'
import { Client } from '../setup/two-factor'

// Issue 39: a newcomer runs `npm start` and stops it as an operator would, with Ctrl-C in the
// terminal (SIGINT to the whole process group) or with SIGTERM to the npm process alone, as a
// process manager does. npm runs the script through a shell, and a signal that ended the shell
// left the server listening (docs/decisions/188). Each start is a real npm process on a free port.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-npm-start-'))
const started: ServerProcess[] = []
afterAll(() => {
  // Whatever a failed story left behind, the whole group: npm, and the server if it outlived npm.
  for (const p of started) if (alive(p)) process.kill(-p.child.pid!, 'SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Whether any process of the start's group (npm, a shell, the server) is still running. */
function alive(p: ServerProcess): boolean {
  try {
    process.kill(-p.child.pid!, 0)
    return true
  } catch {
    return false
  }
}

/** Whether something accepts a connection on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
  })

/** `npm start` on a free port and a database of its own, once it answers. */
async function npmStart(env: Record<string, string> = {}): Promise<ServerProcess> {
  const db = path.join(dir, `site-${started.length}.sqlite`)
  const p = spawnServer({ DATABASE_URL: db, UPLOADS_DIR: path.join(dir, 'uploads'), ...env }, await freePort(), { npmStart: true })
  started.push(p)
  await waitReady(p)
  return p
}

/** Waits until every process of the start's group has ended, then says whether the port still accepts. */
async function stoppedAndPortClosed(p: ServerProcess): Promise<boolean> {
  await expect.poll(() => alive(p), { message: `a process of npm start's group outlived it:\n${p.output()}` }).toBe(false)
  return !(await accepts(p.port))
}

test('a first start ends with the admin password in a box, and SIGTERM to the npm process alone stops the server', async () => {
  const p = await npmStart()
  // The box is the last thing a first start prints: nothing after it pushes the password out of sight.
  await expect.poll(() => p.output()).toMatch(/╚═+╝\n$/)
  const lines = p.output().trimEnd().split('\n')
  const box = lines.slice(lines.findLastIndex((l) => l.startsWith('╔')))
  expect(box.map((l) => l.length)).toEqual(box.map(() => box[0]!.length))
  const text = box.join('\n')
  expect(text).toContain('the admin account admin@loanpartner.in was created')
  expect(text).toContain(`Sign in at http://127.0.0.1:${p.port}/admin`)
  expect(text).toContain('set ADMIN_PASSWORD (and ADMIN_EMAIL)')
  const password = /shown only this once: (\S+)/.exec(text)?.[1]
  // The printed password is the admin's.
  const signIn = await new Client(p.url).post('/admin', { email: 'admin@loanpartner.in', password: password! })
  expect([signIn.status, signIn.headers.get('location')]).toEqual([303, '/admin-dashboard'])

  // The sign-in is over on the server too (its access-log line is written when its work is done).
  await expect.poll(() => p.output()).toMatch(/ POST - 303 /)
  p.child.kill('SIGTERM')
  expect(await stoppedAndPortClosed(p)).toBe(true)
  expect(p.output()).toContain('SIGTERM: finishing in-flight requests, then stopping\n')
  expect(p.output()).toContain('\nstopped\n')
})

test('Ctrl-C (SIGINT to the process group) stops npm start and its server; with ADMIN_PASSWORD set no password is printed', async () => {
  const p = await npmStart({ ADMIN_PASSWORD: 'npm-start-admin-password' })
  process.kill(-p.child.pid!, 'SIGINT')
  expect(await stoppedAndPortClosed(p)).toBe(true)
  // Two lines, as for SIGTERM above: a job that was running may log between them.
  expect(p.output()).toContain('SIGINT: finishing in-flight requests, then stopping\n')
  expect(p.output()).toContain('\nstopped\n')
  expect(p.output()).not.toContain('shown only this once')
})
