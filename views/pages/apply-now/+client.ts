import { hydrateIsland } from '../../islands/hydrate-island'
import { ApplyLayout } from './ApplyLayout'

hydrateIsland('apply', ApplyLayout)
