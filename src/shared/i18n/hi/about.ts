import type en from '../en/about'

export default {} satisfies typeof en
