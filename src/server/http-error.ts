/** A typed error that becomes an HTTP answer in one place (middleware/errors.ts). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = `HTTP_${status}`,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
