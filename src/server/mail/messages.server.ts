import { acknowledgementCopy, decisionTimeFor, documentsFor, isLoanTypeKey, loanTypeName } from '../../shared/content/after-submit'
import { requestDone, requestLabels } from '../../shared/content/track'
import { formatDate, formatDateTime } from '../../shared/format/date'
import { formatInr } from '../../shared/format/inr'
import type { ClaimedMessage, Payloads } from '../outbox.server'

// Every e-mail's words, in plain text and HTML with the site's look (docs/decisions/142): a table of
// inline styles in the brand's blue, as mail programs render it. Written here on the server from the
// outbox row's payload, which never holds a PAN, mobile, date of birth or income.

export interface MailContext {
  brandName: string
  /** PUBLIC_ORIGIN (or the local address): every link in a message is absolute. */
  origin: string
}

export interface Mail {
  subject: string
  text: string
  html: string
}

const BRAND = '#0f3d91'
const INK = '#1f2937'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** One message's content: a heading, lines of text, an optional table and an optional link. */
interface Body {
  subject: string
  heading: string
  paragraphs: string[]
  rows?: [string, string][]
  list?: { title: string; items: readonly string[] }
  link?: { label: string; href: string }
  /** A table with several columns: the digest's leads. */
  grid?: { head: string[]; rows: { cells: string[]; href: string }[] }
}

function toText(b: Body, ctx: MailContext): string {
  const lines = [b.heading, '', ...b.paragraphs.flatMap((p) => [p, ''])]
  for (const [k, v] of b.rows ?? []) lines.push(`${k}: ${v}`)
  if (b.rows) lines.push('')
  for (const r of b.grid?.rows ?? []) lines.push(`${r.cells.join(' · ')}\n  ${r.href}`)
  if (b.grid) lines.push('')
  if (b.list) lines.push(`${b.list.title}:`, ...b.list.items.map((i) => `- ${i}`), '')
  if (b.link) lines.push(`${b.link.label}: ${b.link.href}`, '')
  lines.push(`${ctx.brandName} · ${ctx.origin}`)
  return lines.join('\n')
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top'

function toHtml(b: Body, ctx: MailContext): string {
  const parts = [`<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND}">${esc(b.heading)}</h1>`]
  for (const p of b.paragraphs) parts.push(`<p style="margin:0 0 12px">${esc(p)}</p>`)
  if (b.rows) {
    const trs = b.rows.map(
      ([k, v]) => `<tr><th style="${cell};color:#4b5563;font-weight:600">${esc(k)}</th><td style="${cell}">${esc(v)}</td></tr>`,
    )
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${trs.join('')}</table>`)
  }
  if (b.grid) {
    const head = b.grid.head.map((h) => `<th style="${cell};color:#4b5563">${esc(h)}</th>`).join('')
    const rows = b.grid.rows.map(
      (r) =>
        `<tr>${r.cells.map((c, i) => `<td style="${cell}">${i === 0 ? `<a href="${esc(r.href)}" style="color:${BRAND}">${esc(c)}</a>` : esc(c)}</td>`).join('')}</tr>`,
    )
    parts.push(`<table style="border-collapse:collapse;margin:0 0 16px;width:100%"><tr>${head}</tr>${rows.join('')}</table>`)
  }
  if (b.list) {
    parts.push(`<p style="margin:0 0 6px;font-weight:600">${esc(b.list.title)}</p>`)
    parts.push(`<ul style="margin:0 0 16px;padding-left:20px">${b.list.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`)
  }
  if (b.link) {
    parts.push(
      `<p style="margin:16px 0"><a href="${esc(b.link.href)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${esc(b.link.label)}</a></p>`,
    )
  }
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${esc(b.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f6ff;font-family:Arial,Helvetica,sans-serif;color:${INK};font-size:15px;line-height:1.5">`,
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700;border-radius:8px 8px 0 0">${esc(ctx.brandName)}</td></tr>`,
    `<tr><td style="padding:24px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:12px 24px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb">${esc(ctx.brandName)} · <a href="${esc(ctx.origin)}" style="color:#6b7280">${esc(ctx.origin)}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('')
}

const nameOf = (loanType: string) => (isLoanTypeKey(loanType) ? loanTypeName(loanType) : loanType)

/** The company's digest of new leads: reference, loan type, amount and the desk's link; nothing personal. */
export function leadDigest(alerts: Payloads['lead_alert'][], ctx: MailContext): Body {
  const n = alerts.length
  return {
    subject: n === 1 ? `New ${alerts[0]!.lead}: ${alerts[0]!.reference}` : `${n} new leads`,
    heading: n === 1 ? `A new ${alerts[0]!.lead} came in` : `${n} new leads came in`,
    paragraphs: ['Open each on the lead desk to call back. Personal details are on the desk only, never in e-mail.'],
    grid: {
      head: ['Reference', 'Kind', 'Loan type', 'Amount', 'Received'],
      rows: alerts.map((a) => ({
        cells: [
          a.reference,
          a.lead === 'application' ? 'Application' : 'Enquiry',
          nameOf(a.loanType),
          a.amount === null ? '—' : formatInr(a.amount),
          formatDateTime(a.receivedAt),
        ],
        href: `${ctx.origin}/admin-dashboard/${a.lead === 'application' ? 'applications' : 'enquiries'}/${a.id}`,
      })),
    },
  }
}

function acknowledgement(p: Payloads['acknowledgement'], ctx: MailContext): Body {
  const type = isLoanTypeKey(p.loanType) ? p.loanType : 'personal'
  return {
    subject: `Application received: ${p.reference}`,
    heading: 'We have your application',
    paragraphs: [`Thank you for applying with ${ctx.brandName}. Quote this reference when you call us.`],
    rows: [
      ['Reference', p.reference],
      [acknowledgementCopy.received, formatDate(p.receivedAt)],
      [acknowledgementCopy.loanType, loanTypeName(type)],
      [acknowledgementCopy.decision, `${decisionTimeFor(type)}, ${acknowledgementCopy.decisionNote}`],
    ],
    list: { title: acknowledgementCopy.documents, items: documentsFor(type) },
    link: { label: acknowledgementCopy.trackLink, href: `${ctx.origin}/track` },
  }
}

function requestMail(p: Payloads['request_received'], done: boolean, ctx: MailContext): Body {
  return {
    subject: `${done ? 'Done' : 'Request received'}: ${requestLabels[p.request]} (${p.reference})`,
    heading: done ? 'Your request is done' : 'We have your request',
    paragraphs: done ? [`We have done what you asked on ${formatDate(p.at)} for application ${p.reference}.`] : [requestDone[p.request]],
    rows: [
      ['Reference', p.reference],
      ['Request', requestLabels[p.request]],
      [done ? 'Done on' : 'Received on', formatDate(p.at)],
    ],
    link: p.request === 'erasure' && done ? undefined : { label: acknowledgementCopy.trackLink, href: `${ctx.origin}/track` },
  }
}

function lostReference(p: Payloads['lost_reference'], ctx: MailContext): Body {
  return {
    subject: 'Your application reference',
    heading: p.references.length === 1 ? 'Your application reference' : 'Your application references',
    paragraphs: [
      'Someone, we hope you, asked for the reference of the application made with this e-mail address and date of birth.',
      'If it was not you, you can ignore this e-mail: the reference alone opens nothing without your date of birth.',
    ],
    rows: p.references.map((r) => ['Reference', r] as [string, string]),
    link: { label: acknowledgementCopy.trackLink, href: `${ctx.origin}/track` },
  }
}

/** One message to one person, from its outbox row. */
export function personalMail(m: ClaimedMessage, ctx: MailContext): Mail {
  switch (m.kind) {
    case 'acknowledgement':
      return render(acknowledgement(m.payload as Payloads['acknowledgement'], ctx), ctx)
    case 'request_received':
    case 'request_done':
      return render(requestMail(m.payload as Payloads['request_received'], m.kind === 'request_done', ctx), ctx)
    case 'lost_reference':
      return render(lostReference(m.payload as Payloads['lost_reference'], ctx), ctx)
    default:
      throw Object.assign(new Error('not a message to one person'), { code: 'EKIND' })
  }
}

export function render(body: Body, ctx: MailContext): Mail {
  return { subject: body.subject, text: toText(body, ctx), html: toHtml(body, ctx) }
}
