import type en from '../en/errors'

export default {} satisfies typeof en
