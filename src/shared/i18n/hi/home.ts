import type en from '../en/home'

export default {} satisfies typeof en
