import type en from '../en/contact'

export default {} satisfies typeof en
