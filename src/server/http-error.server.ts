/** An HTTP-level refusal (wrong content type, cross-site, too large), answered in middleware/errors.server.ts. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = `HTTP_${status}`,
    /** The form field it refuses (an upload): a form's page shows the message under it (answerRefusal). */
    public field?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/**
 * What a business rule can answer; middleware/errors.server.ts maps each kind to its HTTP status
 * (docs/decisions/184): 'not-found' 404; 'invalid' 422 to a page's form, 400 to a JSON client;
 * 'conflict' 409 (the thing asked for was right once, but the record has moved on); 'unauthorized'
 * 401 (who you are is not proven), 'forbidden' 403 (proven, but not allowed yet), 'too-many' 429,
 * 'gone' 410 (it was there, and its time is over: a copy past its days).
 */
export type DomainErrorKind = 'not-found' | 'invalid' | 'conflict' | 'unauthorized' | 'forbidden' | 'too-many' | 'gone'

/**
 * A business rule said no. Every service throws this for a refusal and returns only its success value
 * (never HttpError, which belongs to the HTTP layer, and never a union a route must translate). Routes
 * let it pass: Express 5 forwards a rejected handler to the error middleware, which answers with the
 * status for its kind and this message; a form's route hands an 'invalid' to forms.server.ts, which
 * shows the page again with `errors` under their fields (docs/decisions/184).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /**
     * For 'invalid': a message per field, keyed by the field's name: a public form's message key
     * (src/shared/schemas/message-keys.ts), worded in the request's language where it is answered,
     * or the admin's English.
     */
    readonly errors: Readonly<Record<string, string>> = {},
    /** A machine-readable reason a JSON client gets beside the message ('TOTP_REQUIRED'). */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

/** What may be logged of any error: its code or name, never its message (knex puts bound values there). */
export function errorCode(err: unknown): string {
  const { code, name } = (err ?? {}) as { code?: unknown; name?: unknown }
  return typeof code === 'string' || typeof code === 'number' ? String(code) : typeof name === 'string' ? name : 'UNKNOWN'
}

/** An error stripped down to its code, for places that print errors themselves (Vike, start-up). */
export class CodeOnlyError extends Error {
  constructor(readonly code: string) {
    super(`failed code=${code}`)
    this.name = 'CodeOnlyError'
  }
}

/**
 * Wraps every function of a service object (deeply) so that what it throws is replaced by a
 * CodeOnlyError. Vike prints errors from +data hooks with their message, and a knex message holds
 * the query's bound values: a searched mobile number, say (docs/decisions/084).
 */
export function withCodeOnlyErrors<T extends object>(target: T): T {
  const strip = (err: unknown): never => {
    throw new CodeOnlyError(errorCode(err))
  }
  const wrap = (value: unknown): unknown => {
    if (typeof value === 'function') {
      return (...args: unknown[]) => {
        try {
          const result: unknown = value(...args)
          return result instanceof Promise ? result.catch(strip) : result
        } catch (err) {
          return strip(err)
        }
      }
    }
    return value && typeof value === 'object' ? withCodeOnlyErrors(value) : value
  }
  return Object.fromEntries(Object.entries(target).map(([key, value]) => [key, wrap(value)])) as T
}
