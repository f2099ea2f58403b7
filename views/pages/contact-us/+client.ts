import { onFirstTouch } from '#views/islands/on-first-touch'

// The form is plain HTML until the visitor first touches it; then React and the form load and take
// over its checks and submit (docs/decisions/130).
onFirstTouch('#island-contact-form form', async () => {
  const [{ hydrateIsland }, { ContactForm }] = await Promise.all([import('#views/islands/hydrate-island'), import('./ContactForm')])
  hydrateIsland('contact-form', ContactForm)
})
