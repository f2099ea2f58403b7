import express from 'express'
import request from 'supertest'
import { describe, expect, test } from 'vitest'
import { sign } from './crypto.server'
import { setFlash, takeFlash } from './flash.server'

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

  test('a flash written by someone without the secret is ignored, however well formed', async () => {
    const body = Buffer.from(JSON.stringify({ message: 'Your loan is approved', exp: Date.now() + 60_000 })).toString('base64url')
    for (const mac of [sign('another-secret-entirely-0000000000000', body), 'x', sign(SECRET, `${body}x`)]) {
      const taken = await request(app).get('/take').set('Cookie', `lp.flash=${body}.${mac}`)
      expect(taken.body, mac).toBeNull()
    }
    // The same body with the site's own MAC is read: the refusals above are the MAC's doing.
    const genuine = await request(app)
      .get('/take')
      .set('Cookie', `lp.flash=${body}.${sign(SECRET, body)}`)
    expect(genuine.body).toEqual({ message: 'Your loan is approved' })
  })

  test('an expired flash is ignored', async () => {
    const body = Buffer.from(JSON.stringify({ message: 'Old news', exp: Date.now() - 1 })).toString('base64url')
    const taken = await request(app)
      .get('/take')
      .set('Cookie', `lp.flash=${body}.${sign(SECRET, body)}`)
    expect(taken.body).toBeNull()
  })
})
