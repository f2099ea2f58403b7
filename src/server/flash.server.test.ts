import express from 'express'
import request from 'supertest'
import { describe, expect, test } from 'vitest'
import { setFlash, takeFlash } from './flash.server'
import { seal } from './sealed.server'

const SECRET = 'flash-test-secret-of-some-length-000'

// A tiny app: /set leaves a flash the way a form's 303 does; /take reads it the way the next page does.
const app = express()
app.get('/set', (_req, res) => {
  setFlash(res, SECRET, { message: 'Form submitted successfully!' })
  res.sendStatus(204)
})
app.get('/take', (req, res) => {
  res.json(takeFlash(req, res, SECRET))
})

const cookieValue = (setCookie: string[] | string | undefined) => /lp\.flash=([^;]+)/.exec(String(setCookie))![1]!

describe('the flash cookie', () => {
  test('the message set before a redirect is shown once on the next page', async () => {
    const set = await request(app).get('/set')
    const cookie = cookieValue(set.headers['set-cookie'])
    const taken = await request(app).get('/take').set('Cookie', `lp.flash=${cookie}`)
    expect(taken.body).toEqual({ message: 'Form submitted successfully!' })
    expect(String(taken.headers['set-cookie'])).toMatch(/lp\.flash=;/)
  })

  test('a flash sealed by someone without the secret, or for another purpose, is ignored, however well formed', async () => {
    const json = JSON.stringify({ message: 'Your loan is approved', exp: Date.now() + 60_000 })
    const genuine = seal(SECRET, 'flash', json)
    const [v, iv, body, tag] = genuine.split('.') as [string, string, string, string]
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    for (const forged of [
      seal('another-secret-entirely-0000000000000', 'flash', json),
      seal(SECRET, 'track-token', json),
      `${v}.${iv}.${flip(body)}.${tag}`,
      `${v}.${iv}.${body}.${flip(tag)}`,
      Buffer.from(json).toString('base64url'),
    ]) {
      const taken = await request(app).get('/take').set('Cookie', `lp.flash=${forged}`)
      expect(taken.body, forged).toBeNull()
    }
    // The same text sealed by the site for a flash is read: the refusals above are the seal's doing.
    const read = await request(app).get('/take').set('Cookie', `lp.flash=${genuine}`)
    expect(read.body).toEqual({ message: 'Your loan is approved' })
  })

  test('a malformed cookie header is no flash and no error (issue 22, finding 2)', async () => {
    for (const header of ['lp.flash=%E0%A4%A', 'lp.flash=%', 'lp.flash', '=;;lp.flash==x; a=%ZZ']) {
      const taken = await request(app).get('/take').set('Cookie', header)
      expect([header, taken.status, taken.body]).toEqual([header, 200, null])
    }
  })

  test('the cookie is Secure when the request came over https through the trusted proxy', async () => {
    const behindTls = express().set('trust proxy', 1)
    behindTls.get('/set', (_req, res) => {
      setFlash(res, SECRET, { message: 'Form submitted successfully!' })
      res.sendStatus(204)
    })
    const tls = await request(behindTls).get('/set').set('X-Forwarded-Proto', 'https')
    expect(String(tls.headers['set-cookie'])).toMatch(/lp\.flash=[^;]+;.*Secure/)
    const plain = await request(behindTls).get('/set')
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/)
  })

  test('an expired flash is ignored', async () => {
    const sealed = seal(SECRET, 'flash', JSON.stringify({ message: 'Old news', exp: Date.now() - 1 }))
    const taken = await request(app).get('/take').set('Cookie', `lp.flash=${sealed}`)
    expect(taken.body).toBeNull()
  })
})
