/** JSON to place inside a <script> element: '<' is escaped, so no string in it can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
