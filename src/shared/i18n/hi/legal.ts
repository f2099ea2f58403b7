import type en from '../en/legal'

export default {} satisfies typeof en
