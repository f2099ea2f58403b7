import { defaultSite, type SiteIdentity } from '../shared/content/site'
import type { Env } from './env.server'

export function siteFromEnv(env: Env): SiteIdentity {
  return {
    ...defaultSite,
    ...(env.BRAND_NAME && { brandName: env.BRAND_NAME }),
    ...(env.CONTACT_EMAIL && { email: env.CONTACT_EMAIL }),
    ...(env.CONTACT_PHONE && { phone: env.CONTACT_PHONE }),
    ...(env.OFFICE_ADDRESS && { address: env.OFFICE_ADDRESS }),
    ...(env.MAP_EMBED_URL && { mapEmbedUrl: env.MAP_EMBED_URL }),
    ...(env.MAP_LINK_URL && { mapLinkUrl: env.MAP_LINK_URL }),
    ...(env.CHAT_URL && { chatUrl: env.CHAT_URL }),
  }
}
