import { defaultSite, type SiteIdentity } from '../shared/content/site'
import type { Disclosed } from '../shared/content/legal-identity'
import { officialChannels } from '../shared/official-channels'
import type { Env } from './env.server'

export function siteFromEnv(env: Env): SiteIdentity {
  const site: SiteIdentity = {
    ...defaultSite,
    ...(env.BRAND_NAME && { brandName: env.BRAND_NAME }),
    ...(env.CONTACT_EMAIL && { email: env.CONTACT_EMAIL }),
    ...(env.CONTACT_PHONE && { phone: env.CONTACT_PHONE }),
    ...(env.OFFICE_ADDRESS && { address: env.OFFICE_ADDRESS }),
    ...(env.MAP_EMBED_URL && { mapEmbedUrl: env.MAP_EMBED_URL }),
    ...(env.MAP_LINK_URL && { mapLinkUrl: env.MAP_LINK_URL }),
    ...(env.CHAT_URL && { chatUrl: env.CHAT_URL }),
    retentionDays: env.RETENTION_DAYS,
    // Unset, the officer's e-mail and phone are the business's own, so a rebranded site never shows ours.
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? defaultSite.grievanceOfficer.name,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? env.CONTACT_EMAIL ?? defaultSite.grievanceOfficer.email,
      phone: env.GRIEVANCE_OFFICER_PHONE ?? env.CONTACT_PHONE ?? defaultSite.grievanceOfficer.phone,
      sample: !env.GRIEVANCE_OFFICER_NAME,
    },
    legal: legalFromEnv(env),
  }
  // Every channel the site itself names: its own address and OFFICIAL_WEBSITES, the contact and the
  // grievance officer's phone and e-mail, the sender of its e-mail, the chat link (docs/decisions/205).
  const official = officialChannels({
    websites: [env.siteOrigin, ...(env.OFFICIAL_WEBSITES ?? '').split(',')],
    phones: [site.phone, site.grievanceOfficer.phone],
    emails: [site.email, site.grievanceOfficer.email, env.MAIL_FROM ?? ''],
    chatUrl: site.chatUrl,
  })
  return { ...site, official }
}

/** The configured legal identity when every part of it is set, otherwise the labelled sample. */
function legalFromEnv(env: Env): Disclosed {
  const { COMPANY_LEGAL_NAME: legalName, COMPANY_CIN: cin, COMPANY_REGISTERED_OFFICE: registeredOffice, COMPANY_ROLE: role } = env
  const identity = legalName && cin && registeredOffice && role ? { legalName, cin, registeredOffice, role } : null
  return {
    identity: identity ?? defaultSite.legal.identity,
    identitySample: identity === null,
  }
}
