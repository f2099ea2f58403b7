import type { Acknowledged } from '#src/shared/content/after-submit'
import type { SiteIdentity } from '#src/shared/content/site'
import type { FormState } from '#src/shared/forms'
import type { NotFoundReason } from '#src/shared/content/not-found'
import type { PageServices } from '#src/shared/page-services'
import type { Messages } from '#src/shared/i18n'
import type { Locale } from '#src/shared/i18n/locales'
import type { QueryKeys } from '#src/shared/query-keys'

declare global {
  namespace Vike {
    interface Config {
      /** The query keys the page reads, in its `+queryKeys.ts` (views/+config.ts). */
      queryKeys?: QueryKeys
    }
    interface PageContext {
      /** The page's language, from its path (views/+onBeforeRoute.ts). */
      locale: Locale
      /** That language's catalogue. In an island, only the parts it was given (views/islands/Island.tsx). */
      messages: Messages
      user: { email: string } | null
      site: SiteIdentity
      origin: string
      formState: FormState | null
      flash: { message: string; detail?: string; ack?: Acknowledged } | null
      csrfToken?: string
      /** Set by `throw render(404, reason)`; the error page shows it. */
      abortReason?: NotFoundReason
      /** The signed-in admin's display-only token (never trusted by the server). */
      displayToken?: string
    }
    interface PageContextServer {
      services: PageServices
      /** Filled by the guards: the page the URL matched, and the query keys it reads, even when the error page answers. */
      matched: { pageId?: string; queryKeys?: QueryKeys }
    }
  }
}

export {}
