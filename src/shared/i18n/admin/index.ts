// The admin's words (issue 42, item 1; docs/decisions/236). The admin stays English, but its words
// live here, one module per area, each `as const`: a misspelt key fails `npm run typecheck`, fill()
// asks for exactly a text's {placeholders}, and counted words go through plural('en', …).
import { blog } from './blog'
import { dashboard } from './dashboard'
import { desk } from './desk'
import { funnel } from './funnel'
import { lenders } from './lenders'
import { loanTypes, outbox } from './outbox'
import { signIn } from './signIn'
import { today } from './today'

export const adminWords = { dashboard, desk, today, funnel, lenders, loanTypes, outbox, blog, signIn } as const

export type AdminWords = typeof adminWords
