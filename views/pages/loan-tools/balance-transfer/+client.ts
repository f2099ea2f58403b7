import { enhance } from '../shared/enhance'
import { present } from './present'

enhance(document.querySelector<HTMLFormElement>('#balance-transfer-form'), { present })
