// The English catalogue: one module per part of the site, each typed against its English twin.
import common from './en/common'
import type { Translation } from './fill'
import home from './en/home'
import about from './en/about'
import services from './en/services'
import blog from './en/blog'
import applyLive from './en/applyLive'
import apply from './en/apply'
import contact from './en/contact'
import track from './en/track'
import formErrors from './en/formErrors'
import errors from './en/errors'
import emi from './en/emi'
import tools from './en/tools'
import trueCost from './en/trueCost'
import kfs from './en/kfs'
import legal from './en/legal'
import offers from './en/offers'
import isThisUs from './en/isThisUs'
import mail from './en/mail'

const english = {
  common,
  home,
  about,
  services,
  blog,
  apply,
  applyLive,
  contact,
  track,
  formErrors,
  errors,
  emi,
  tools,
  trueCost,
  kfs,
  legal,
  offers,
  isThisUs,
  mail,
}

/** The catalogue's type: every text of the English, with its placeholders (./fill.ts). */
export type Messages = Translation<typeof english>
export const en: Messages = english
