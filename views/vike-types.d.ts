import type { Knex } from 'knex'
import type { Acknowledged } from '../src/shared/content/after-submit'
import type { SiteIdentity } from '../src/shared/content/site'
import type { FormState } from '../src/shared/forms'
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
    }
    interface PageContextServer {
      db: Knex
      services: PageServices
    }
  }
}

export {}
