import { liveApply } from './live-apply'

// Plain DOM code over the server's HTML, run as the page loads: no React on this page (docs/decisions/148).
const form = document.querySelector<HTMLFormElement>('#apply-form')
if (form) liveApply(form, document.querySelector<HTMLElement>('#loan-types'))
