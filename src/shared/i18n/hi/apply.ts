import type en from '../en/apply'

export default {} satisfies typeof en
