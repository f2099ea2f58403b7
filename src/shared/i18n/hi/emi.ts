import type en from '../en/emi'

export default {} satisfies typeof en
