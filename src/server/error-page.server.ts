import { escapeMarkup } from '../shared/format/text'

/** A plain page for errors that happen outside React rendering: no stack, no request data. */
export function errorPage(status: number, message: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} · Loan Partner</title><link rel="stylesheet" href="/error.css"></head><body><main><p class="code">${status}</p><h1>${escapeMarkup(message)}</h1><p><a href="/">Go to the home page</a></p></main></body></html>`
}
