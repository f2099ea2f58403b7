import type { Request, Response } from 'express'
import type { RenderExtras } from '../context'
import { describe, expect, test } from 'vitest'
import { DomainError, HttpError } from '../http-error.server'
import { answerRefusal, errorHandler, httpStatusOf, type FormPage } from './errors.server'

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

describe('the one answer to a refusal (docs/decisions/233)', () => {
  /** What a form's page answer rendered, or what went out as JSON or the error page. */
  async function answered(err: unknown, page: FormPage, json = false, body: Record<string, unknown> = {}) {
    const rendered: RenderExtras[] = []
    const sent: { status?: number; body?: unknown } = {}
    const req = { ...asking(json), body } as unknown as Request
    const res = {
      headersSent: false,
      status(code: number) {
        sent.status = code
        return this
      },
      json(out: unknown) {
        sent.body = out
        return this
      },
      type() {
        return this
      },
      send(out: unknown) {
        sent.body = out
        return this
      },
    } as unknown as Response
    const render = async (_req: Request, _res: Response, _next: unknown, extras: RenderExtras = {}) => void rendered.push(extras)
    await answerRefusal({ render, log: () => {} }, req, res, () => {}, err, page)
    return { rendered, sent }
  }
  const contact: FormPage = { form: 'contact', message: 'Please correct the highlighted fields.', also: { 'too-many': null } }

  test('bad fields are the page again with 422, the typed values kept and the page’s words on top; JSON gets 400', async () => {
    const invalid = new DomainError('invalid', 'English.', { City: 'cityRequired' })
    const { rendered } = await answered(invalid, contact, false, { City: '', FirstName: 'Asha', _csrf: 't' })
    expect(rendered).toEqual([
      {
        status: 422,
        formState: {
          form: 'contact',
          values: { City: '', FirstName: 'Asha' },
          errors: { City: 'City is required' },
          status: 'error',
          message: 'Please correct the highlighted fields.',
        },
        urlOriginal: undefined,
      },
    ])
    expect((await answered(invalid, contact, true)).sent).toEqual({
      status: 400,
      body: { message: 'Please correct the highlighted fields.', errors: { City: 'City is required' } },
    })
  })

  test('a kind the page lists is the page with the table’s status and no typed value; a kind it does not is the error page', async () => {
    const limited = await answered(new DomainError('too-many', 'Too many.'), contact, false, { FirstName: 'Asha' })
    expect(limited.rendered.map((r) => [r.status, r.formState?.values, r.formState?.message])).toEqual([[429, {}, 'Too many.']])
    const missing = await answered(new DomainError('not-found', 'No such lead.'), contact)
    expect([missing.rendered, missing.sent.status]).toEqual([[], 404])
  })

  test('an upload a field refused is shown under that field with its own status', async () => {
    const blog: FormPage = { form: 'blog-create', also: { upload: 'The post was not saved.' } }
    const { rendered } = await answered(new HttpError(413, 'Each image must be 5 MB or smaller.', 'UPLOAD', 'image1'), blog)
    expect(rendered.map((r) => [r.status, r.formState?.errors, r.formState?.message])).toEqual([
      [413, { image1: 'Each image must be 5 MB or smaller.' }, 'The post was not saved.'],
    ])
    const csrf = await answered(new HttpError(403, 'Refresh the page.', 'CSRF'), blog)
    expect([csrf.rendered, csrf.sent.status]).toEqual([[], 403])
  })
})
