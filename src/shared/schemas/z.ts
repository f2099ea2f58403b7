import * as z from 'zod/mini'

// zod/mini: the same engine with functional checks, about 6 kB compressed in the browser against
// 22 kB for the classic API, which keeps the form pages under their first-paint budget
// (docs/decisions/086). Zod 4 probes `new Function`, which our CSP forbids; jitless mode avoids the violation.
z.config({ jitless: true })

/** Adds a message to a transform's payload; the transform then returns z.NEVER and the field stops there. */
export function fail(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value })
  return z.NEVER
}

export { z }
