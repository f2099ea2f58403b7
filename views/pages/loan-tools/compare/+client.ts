import { enhance } from '../shared/enhance'
import { present } from './present'

enhance(document.querySelector<HTMLFormElement>('#compare-form'), { present })
