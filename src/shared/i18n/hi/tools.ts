import type en from '../en/tools'

export default {} satisfies typeof en
