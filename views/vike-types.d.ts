import type { Acknowledged } from '../src/shared/content/after-submit'
import type { SiteIdentity } from '../src/shared/content/site'
import type { FormState } from '../src/shared/forms'
import type { NotFoundReason } from '../src/shared/content/not-found'
import type { PageServices } from '../src/shared/page-services'

declare global {
  namespace Vike {
    interface PageContext {
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
      /** Filled by the guards: the page the URL matched, even when the error page answers. */
      matched: { pageId?: string }
    }
  }
}

export {}
