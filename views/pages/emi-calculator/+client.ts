import { liveEmi } from './live-emi'

const form = document.querySelector<HTMLFormElement>('#emi-form')
if (form) liveEmi(form)
