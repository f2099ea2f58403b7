import { onFirstTouch } from '#views/islands/on-first-touch'

// Until the visitor touches the form it is the server's GET form, which works without script; then
// the maths and the live view load (./live.ts). So the page ships a few hundred bytes of script
// before a touch (issue 45: at most 10 kB; docs/decisions/210).
onFirstTouch('#rate-converter-form', async () => {
  const { wake } = await import('./live')
  const form = document.querySelector<HTMLFormElement>('#rate-converter-form')
  if (form) wake(form)
})
