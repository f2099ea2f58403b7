import { hydrateIsland } from '../../islands/hydrate-island'
import { ContactForm } from './ContactForm'

hydrateIsland('contact-form', ContactForm)
