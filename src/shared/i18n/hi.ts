// The Hindi catalogue: one module per part of the site, each typed against its English twin.
import type { Messages } from './en'
import common from './hi/common'
import home from './hi/home'
import about from './hi/about'
import services from './hi/services'
import blog from './hi/blog'
import applyLive from './hi/applyLive'
import apply from './hi/apply'
import contact from './hi/contact'
import track from './hi/track'
import formErrors from './hi/formErrors'
import errors from './hi/errors'
import emi from './hi/emi'
import tools from './hi/tools'
import trueCost from './hi/trueCost'
import kfs from './hi/kfs'
import legal from './hi/legal'
import offers from './hi/offers'
import isThisUs from './hi/isThisUs'
import mail from './hi/mail'

export const hi: Messages = {
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
