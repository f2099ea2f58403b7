import express from 'express'
import request from 'supertest'
import { describe, expect, test } from 'vitest'
import { DEVICE_COOKIE, issueDeviceCookie, setDeviceCookie, trustedDevice, verifyDeviceCookie } from './device-cookie.server'

const SECRET = 'a-session-secret-that-is-long-enough-0123456'
const ADMIN = 'admin@loanpartner.in'

describe('device cookie', () => {
  test('a cookie issued after a sign-in names the device for that login, however the e-mail is typed', () => {
    const cookie = issueDeviceCookie(SECRET, ADMIN)
    const device = verifyDeviceCookie(SECRET, cookie, ADMIN)
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(verifyDeviceCookie(SECRET, cookie, '  Admin@LoanPartner.in ')).toBe(device)
    expect(verifyDeviceCookie(SECRET, issueDeviceCookie(SECRET, ADMIN), ADMIN)).not.toBe(device)
    expect(cookie).not.toContain('admin')
  })

  test('a tampered, forged, misshapen or other-login cookie names no device', () => {
    const cookie = issueDeviceCookie(SECRET, ADMIN)
    const [tag, nonce, mac] = cookie.split('.') as [string, string, string]
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    for (const bad of [
      `${tag}.${nonce}.${flip(mac)}`,
      `${tag}.${flip(nonce)}.${mac}`,
      `${flip(tag)}.${nonce}.${mac}`,
      issueDeviceCookie('another-secret-that-is-long-enough-0123456789', ADMIN),
      `${cookie}.extra`,
      `${tag}.${nonce}`,
      '',
    ]) {
      expect([bad, verifyDeviceCookie(SECRET, bad, ADMIN)]).toEqual([bad, null])
    }
    expect(verifyDeviceCookie(SECRET, issueDeviceCookie(SECRET, 'someone@example.com'), ADMIN)).toBeNull()
  })

  test('is set HttpOnly, SameSite=Lax, for a year, on both sign-in paths, Secure when asked, and read back from a request', async () => {
    const app = express()
    app.get('/set', (req, res) => {
      setDeviceCookie(res, SECRET, ADMIN, req.query.secure === '1')
      res.end()
    })
    app.get('/read', (req, res) => void res.json({ device: trustedDevice(req, SECRET, ADMIN) }))

    const plain = (await request(app).get('/set')).headers['set-cookie'] as unknown as string[]
    expect(plain).toHaveLength(2)
    const paths = plain.map((c) => /Path=([^;]+)/.exec(c)?.[1])
    expect(paths).toEqual(['/admin', '/api/v1/admin/admin-login'])
    for (const c of plain) {
      expect(c.startsWith(`${DEVICE_COOKIE}=`)).toBe(true)
      expect(c).toContain('Max-Age=31536000')
      expect(c).toContain('HttpOnly')
      expect(c).toContain('SameSite=Lax')
      expect(c).not.toContain('Secure')
    }
    const secure = (await request(app).get('/set?secure=1')).headers['set-cookie'] as unknown as string[]
    expect(secure.every((c) => c.includes('Secure'))).toBe(true)

    const value = plain[0]!.split(';')[0]!
    const read = await request(app).get('/read').set('Cookie', `other=1; ${DEVICE_COOKIE}=tampered; ${value}`)
    expect(read.body.device).toBe(verifyDeviceCookie(SECRET, decodeURIComponent(value.split('=')[1]!), ADMIN))
    expect(read.body.device).not.toBeNull()
    expect((await request(app).get('/read').set('Cookie', `${DEVICE_COOKIE}=%E0%A4%A`)).body.device).toBeNull()
  })
})
