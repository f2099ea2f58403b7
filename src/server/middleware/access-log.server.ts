import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler, Response } from 'express'

/** Labels the requests that `handler` serves (static files); the label goes if it passes them on. */
export function labelRoute(label: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    res.locals.route = label
    handler(req, res, (err?: unknown) => {
      res.locals.route = undefined
      next(err)
    })
  }
}

function routeOf(req: Request, res: Response): string {
  if (typeof res.locals.route === 'string') return res.locals.route
  const route = (req as { route?: { path?: unknown } }).route
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`
  // Nothing matched: the path is whatever the client typed, so it is not logged.
  return '-'
}

/** Batches that still hold lines; written out when the process exits, however it exits. */
const unflushed = new Set<() => void>()
process.once('exit', () => unflushed.forEach((flush) => flush()))

/**
 * Collects lines and hands them to `log` together every 50 ms: a write to stdout is a system call
 * (synchronous for files and pipes), and one per request cost a tenth of a cached page's time.
 */
function batched(log: (line: string) => void): (line: string) => void {
  let lines: string[] = []
  const flush = () => {
    unflushed.delete(flush)
    if (lines.length) log(lines.join('\n'))
    lines = []
  }
  return (line) => {
    if (lines.length === 0) {
      unflushed.add(flush)
      setTimeout(flush, 50)
    }
    lines.push(line)
  }
}

/** The status logged for a request whose client closed the connection before the answer was sent. */
export const CLIENT_CLOSED = 499

/** Gives a request its id and logs it when its response has gone; `route` names what served it. */
export type RequestTracker = (req: IncomingMessage, res: ServerResponse, route: () => string) => void

/**
 * One line per request: request id, method, route pattern, status and duration. Never the URL's
 * values, query string or body, which may carry personal data (docs/decisions/084). An incoming
 * X-Request-Id from the proxy is kept when it looks like an id, so lines can be matched with nginx's.
 */
export function requestTracker(log: (line: string) => void): RequestTracker {
  const write = batched(log)
  return (req, res, route) => {
    const started = process.hrtime.bigint()
    const incoming = req.headers['x-request-id']
    const id = typeof incoming === 'string' && /^[\w.-]{8,64}$/.test(incoming) ? incoming : randomUUID()
    res.setHeader('X-Request-Id', id)
    // One line per request, also for a client that went before its answer: 499, nginx's code for
    // "client closed request" (docs/decisions/152).
    let logged = false
    const line = (status: number) => {
      if (logged) return
      logged = true
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      write(`${id} ${req.method} ${route()} ${status} ${ms.toFixed(1)}ms`)
    }
    res.on('finish', () => line(res.statusCode))
    res.on('close', () => line(CLIENT_CLOSED))
  }
}

export function accessLog(track: RequestTracker): RequestHandler {
  return (req, res, next) => {
    track(req, res, () => routeOf(req, res))
    next()
  }
}
