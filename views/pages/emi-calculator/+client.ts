import { hydrateIsland } from '../../islands/hydrate-island'
import { EmiCalculator } from './EmiCalculator'

hydrateIsland('emi-calculator', EmiCalculator)
