import { z } from 'zod'

// Zod 4 probes `new Function`, which our CSP forbids; jitless mode avoids the violation (STACK-NOTES.md).
z.config({ jitless: true })

export { z }
