import { hydrateIsland } from '#views/islands/hydrate-island'
import { keepDisplayToken } from '../admin-token'
import { BlogList } from './BlogList'

keepDisplayToken()
hydrateIsland('blog-list', BlogList)
