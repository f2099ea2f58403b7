import type en from '../en/services'

export default {} satisfies typeof en
