import type en from '../en/track'

export default {} satisfies typeof en
