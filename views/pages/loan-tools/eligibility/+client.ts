import { enhance } from '../shared/enhance'
import { present } from './present'

enhance([document.querySelector<HTMLFormElement>('#eligibility-form'), document.querySelector<HTMLFormElement>('#reverse-emi-form')], {
  present,
})
