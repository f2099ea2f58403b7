import type { Request, Response } from 'express'
import { describe, expect, test } from 'vitest'
import { DomainError, HttpError } from '../http-error.server'
import { errorHandler, httpStatusOf } from './errors.server'

/** A request that asks for JSON (a script, or /api/*) or for a page (a browser's form). */
const asking = (json: boolean, originalUrl = '/contact-us') =>
  ({ path: '/contact-us', originalUrl, method: 'POST', accepts: () => (json ? 'json' : 'html') }) as unknown as Request

describe('the one mapper from an error to HTTP (docs/decisions/184)', () => {
  test('a refusal answers by its kind and by what the request wants', () => {
    const invalid = new DomainError('invalid', 'Please correct the highlighted fields.', { City: 'City is required' })
    const missing = new DomainError('not-found', 'No such lead.')
    expect([httpStatusOf(invalid, asking(false)), httpStatusOf(invalid, asking(true))]).toEqual([422, 400])
    expect([httpStatusOf(missing, asking(false)), httpStatusOf(missing, asking(true))]).toEqual([404, 404])
    expect(httpStatusOf(new HttpError(415, 'Send JSON.'), asking(true))).toBe(415)
    expect(httpStatusOf(new Error('SQLITE_BUSY'), asking(true))).toBe(500)
  })

  test('a JSON client gets 400 with the message and the field errors of an invalid, a schema’s keys in the address’s words', () => {
    const answer = (req: Request) => {
      const sent: { status?: number; body?: unknown } = {}
      const res = {
        headersSent: false,
        status(code: number) {
          sent.status = code
          return this
        },
        json(body: unknown) {
          sent.body = body
          return this
        },
      } as unknown as Response
      // A schema's key (cityRequired) beside a route's own English message, which is no key.
      const invalid = new DomainError('invalid', 'Please correct the highlighted fields.', { City: 'cityRequired', _form: 'Send JSON.' })
      void errorHandler(() => {})(invalid, req, res, () => {})
      return sent
    }
    expect(answer(asking(true))).toEqual({
      status: 400,
      body: { message: 'Please correct the highlighted fields.', errors: { City: 'City is required', _form: 'Send JSON.' } },
    })
    expect(answer(asking(true, '/hi/contact-us'))).toMatchObject({
      status: 400,
      body: { errors: { City: 'शहर आवश्यक है', _form: 'Send JSON.' } },
    })
  })
})
