import { createServer } from 'node:http'
import net from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { openTestDb, type TestDb } from '#tests/setup/test-db'
import { accessLog, requestTracker } from './access-log.server'
import { errorHandler } from './errors.server'
import { limitPerIp } from './rate-limit.server'

let t: TestDb
beforeAll(async () => {
  t = await openTestDb('sqlite')
})
afterAll(() => t?.close())

// Issue 22, finding 4: a client that hangs up before the rate limiter runs used to leave
// express-rate-limit's ERR_ERL_UNDEFINED_IP_ADDRESS stack, a 500 and no access-log line.
test('a request whose client hung up before the rate limiter ends quietly, with its access-log line', async () => {
  const lines: string[] = []
  const errors: string[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')))
  const reached: string[] = []
  const app = express()
  app.use(accessLog(requestTracker((line) => lines.push(line))))
  // The client's connection goes while an earlier step (a session read, say) is still waiting.
  const hangUp = new Promise<void>((resolve) =>
    app.use((req, _res, next) => {
      req.socket.once('close', () => {
        resolve()
        next()
      })
      req.socket.destroy()
    }),
  )
  app.post('/contact-us', limitPerIp(t.db, 'early-close', { limit: 5, windowMs: 60_000 }), (_req, res) => {
    reached.push('handler')
    res.sendStatus(204)
  })
  app.use(errorHandler((line) => lines.push(line)))
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1', () => socket.write('POST /contact-us HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'))
    socket.on('error', () => {})
    await hangUp
    await expect.poll(() => lines.join('\n')).toMatch(/ POST \S+ 499 /)
    expect(lines.join('\n')).not.toMatch(/error 500/)
    expect(reached).toEqual([])
    expect(errors.join('\n')).not.toMatch(/ERR_ERL/)
    expect(await t.db('rate_limits').count({ n: '*' }).first()).toEqual({ n: 0 })
  } finally {
    consoleError.mockRestore()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
