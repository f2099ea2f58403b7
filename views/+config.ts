import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config = {
  extends: [vikeReact],
  filesystemRoutingRoot: '/',
  passToClient: ['user', 'site', 'origin', 'formState', 'flash', 'csrfToken'],
  lang: 'en-IN',
} satisfies Config

export default config
