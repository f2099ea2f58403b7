import type en from '../en/trueCost'

export default {} satisfies typeof en
