import type en from '../en/blog'

export default {} satisfies typeof en
