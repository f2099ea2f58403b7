import { createHash } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, test } from 'vitest'
import {
  hashRecoveryCode,
  recoveryCodeMatches,
  isRecoveryCodeShape,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  totpCode,
  totpStep,
} from './totp.server'

describe('TOTP', () => {
  // RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" and eight-digit codes.
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('the RFC 6238 test vector at %i s is %s', (seconds, code) => {
    const rfc = new TOTP({ secret: Secret.fromLatin1('12345678901234567890'), algorithm: 'SHA1', digits: 8, period: 30 })
    expect(rfc.generate({ timestamp: seconds * 1000 })).toBe(code)
    expect(rfc.validate({ token: code, timestamp: seconds * 1000, window: 0 })).toBe(0)
  })

  test('a code is accepted for its own step and one step either side, and names that step', () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 10, 25, 12, 0, 10)
    const step = Math.floor(now / 30_000)
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step)
    expect(totpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1)
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull()
    expect(totpStep(newTotpSecret(), totpCode(secret, now), now)).toBeNull()
    expect(totpStep(secret, ` ${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)} `, now)).toBe(step)
    expect(totpStep(secret, 'abcdef', now)).toBeNull()
  })

  test('the secret is 20 bytes of base32, and the QR code carries it to the app as an otpauth address, drawn as SVG', async () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = otpauthUri(secret, 'admin@loanpartner.in', 'Loan Partner')
    expect(uri).toBe(
      `otpauth://totp/Loan%20Partner:admin%40loanpartner.in?issuer=Loan%20Partner&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    )
    const svg = await qrSvg(uri)
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).not.toContain(secret)
  })
})

describe('recovery codes', () => {
  test('ten different codes, each readable back however it is typed, stored with a salt of its own and never as its SHA-256', async () => {
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) {
      expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/)
      expect(isRecoveryCodeShape(code.toUpperCase().replace('-', ' '))).toBe(true)
    }
    const [code, other] = codes as [string, string]
    const stored = await hashRecoveryCode(code)
    expect(stored).toMatch(/^s1\.[\w-]{16}\.[\w-]{32}$/)
    // Not the bare digest the first release kept, in any spelling of it, and not the same twice.
    const sha256 = createHash('sha256')
      .update(`recovery:${code.replace('-', '')}`)
      .digest()
    expect([stored, stored.toLowerCase()]).not.toContain(sha256.toString('hex'))
    expect(stored).not.toContain(sha256.toString('base64url').slice(0, 16))
    expect(await hashRecoveryCode(code)).not.toBe(stored)
    expect(await recoveryCodeMatches(` ${code.toUpperCase().replace('-', ' ')} `, stored)).toBe(true)
    expect(await recoveryCodeMatches(other, stored)).toBe(false)
    expect(await recoveryCodeMatches(code, sha256.toString('hex'))).toBe(false)
    expect(isRecoveryCodeShape('123456')).toBe(false)
  })
})
