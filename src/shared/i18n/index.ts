// Every language's catalogue, for the server and server rendering only: a browser script reads the
// part it needs from its page (views/i18n/messages-json.tsx), never this module.
import { en, type Messages } from './en'
import { hi } from './hi'
import type { Locale } from './locales'

export type { Messages } from './en'
export const catalogues: Record<Locale, Messages> = { en, hi }
