import { decisionTimeFor, documentsIn, isLoanTypeKey, loanTypeName, receivedOn } from '#src/shared/content/after-submit'
import { formatCalendarDate, formatDateTime } from '#src/shared/format/date'
import { catalogues } from '#src/shared/i18n'
import { dataName } from '#src/shared/i18n/data-name'
import { fill } from '#src/shared/i18n/fill'
import { plural } from '#src/shared/i18n/plural'
import { localizePath, locales, storedLocale, LOCALES, type Locale } from '#src/shared/i18n/locales'
import { isThisUsHref } from '#src/shared/content/is-this-us'
import { nextStep, stageLabel } from '#src/shared/content/track'
import { stepFact } from '#src/shared/track-facts'
import { formatInr } from '#src/shared/format/inr'
import { COPY_AVAILABLE_DAYS, REQUEST_DUE_DAYS, REQUESTS_PATH } from '#src/shared/request-queue'
import type { ClaimedMessage, DigestLead, Payloads } from '../outbox.server'

// Every e-mail, in plain text and HTML with the site's look (docs/decisions/142): a table of
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
  /** The message's language tag; English when not said. */
  lang?: string
  subject: string
  heading: string
  paragraphs: string[]
  rows?: [string, string][]
  list?: { title: string; items: readonly string[] }
  link?: { label: string; href: string }
  /** A table with several columns: the digest's leads. */
  grid?: Grid
  /** Titled tables, each with a line under it: the desk's morning digest (docs/decisions/231). */
  sections?: { title: string; grid: Grid; note?: string }[]
}

/** Rows whose first cell links to `href`. */
interface Grid {
  head: string[]
  rows: { cells: string[]; href: string }[]
}

function toText(b: Body, ctx: MailContext): string {
  const lines = [b.heading, '', ...b.paragraphs.flatMap((p) => [p, ''])]
  for (const [k, v] of b.rows ?? []) lines.push(`${k}: ${v}`)
  if (b.rows) lines.push('')
  const gridText = (g: Grid) => {
    for (const r of g.rows) lines.push(`${r.cells.join(' · ')}\n  ${r.href}`)
    lines.push('')
  }
  if (b.grid) gridText(b.grid)
  for (const section of b.sections ?? []) {
    lines.push(section.title, '')
    if (section.grid.rows.length > 0) gridText(section.grid)
    if (section.note) lines.push(section.note, '')
  }
  if (b.list) lines.push(`${b.list.title}:`, ...b.list.items.map((i) => `- ${i}`), '')
  if (b.link) lines.push(`${b.link.label}: ${b.link.href}`, '')
  const check = checkLine(b, ctx)
  lines.push(fill(check.words, { link: check.href }), '')
  lines.push(`${ctx.brandName} · ${ctx.origin}`)
  return lines.join('\n')
}

const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top'

/**
 * Every e-mail ends with the way to check that it is really from us, and what we never ask for
 * (issue 45): the /is-this-us page in the message's language.
 */
function checkLine(b: Body, ctx: MailContext): { words: string; href: string } {
  const locale = locales.find((l) => mailLang(l) === b.lang) ?? 'en'
  return { words: catalogues[locale].isThisUs.mail, href: `${ctx.origin}${localizePath(isThisUsHref, locale)}` }
}

function checkHtml(b: Body, ctx: MailContext): string {
  const { words, href } = checkLine(b, ctx)
  const link = `<a href="${esc(href)}" style="color:${BRAND}">${esc(href)}</a>`
  return words
    .split('{link}')
    .map((part) => esc(part))
    .join(link)
}

function gridHtml(g: Grid): string {
  const head = g.head.map((h) => `<th style="${cell};color:#4b5563">${esc(h)}</th>`).join('')
  const rows = g.rows.map(
    (r) =>
      `<tr>${r.cells.map((c, i) => `<td style="${cell}">${i === 0 ? `<a href="${esc(r.href)}" style="color:${BRAND}">${esc(c)}</a>` : esc(c)}</td>`).join('')}</tr>`,
  )
  return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%"><tr>${head}</tr>${rows.join('')}</table>`
}

function toHtml(b: Body, ctx: MailContext): string {
  const parts = [`<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND}">${esc(b.heading)}</h1>`]
  for (const p of b.paragraphs) parts.push(`<p style="margin:0 0 12px">${esc(p)}</p>`)
  if (b.rows) {
    const trs = b.rows.map(
      ([k, v]) => `<tr><th style="${cell};color:#4b5563;font-weight:600">${esc(k)}</th><td style="${cell}">${esc(v)}</td></tr>`,
    )
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${trs.join('')}</table>`)
  }
  if (b.grid) parts.push(gridHtml(b.grid))
  for (const section of b.sections ?? []) {
    parts.push(`<h2 style="margin:20px 0 8px;font-size:16px;color:${BRAND}">${esc(section.title)}</h2>`)
    if (section.grid.rows.length > 0) parts.push(gridHtml(section.grid))
    if (section.note) parts.push(`<p style="margin:0 0 12px">${esc(section.note)}</p>`)
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
    `<!doctype html><html lang="${esc(b.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${esc(b.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f6ff;font-family:Arial,Helvetica,sans-serif;color:${INK};font-size:15px;line-height:1.5">`,
    '<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px">',
    `<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700;border-radius:8px 8px 0 0">${esc(ctx.brandName)}</td></tr>`,
    `<tr><td style="padding:24px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:12px 24px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb">`,
    `<p style="margin:0 0 8px">${checkHtml(b, ctx)}</p>`,
    `${esc(ctx.brandName)} · <a href="${esc(ctx.origin)}" style="color:#6b7280">${esc(ctx.origin)}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('')
}

const nameOf = (loanType: string) => (isLoanTypeKey(loanType) ? loanTypeName(loanType) : loanType)

/** The company's digest of new leads: reference, loan type, amount and the desk's link; nothing personal. */
export function leadDigest(alerts: Payloads['lead_alert'][], ctx: MailContext): Body {
  const n = alerts.length
  return {
    subject: plural('en', n, { one: `New ${alerts[0]!.lead}: ${alerts[0]!.reference}`, other: `${n} new leads` }),
    heading: plural('en', n, { one: `A new ${alerts[0]!.lead} came in`, other: `${n} new leads came in` }),
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

const HOUR_MS = 3_600_000

/** How long ago `fromIso` was at `atIso`, as the desk reads it: '3 hours', '2 days'. */
function age(fromIso: string, atIso: string): string {
  const hours = Math.max(0, Math.floor((Date.parse(atIso) - Date.parse(fromIso)) / HOUR_MS))
  if (hours < 48) return fill(plural('en', hours, { one: '{n} hour', other: '{n} hours' }), { n: String(hours) })
  const days = Math.floor(hours / 24)
  return fill(plural('en', days, { one: '{n} day', other: '{n} days' }), { n: String(days) })
}

const leadHref = (ctx: MailContext, lead: DigestLead['lead'], id: number) =>
  `${ctx.origin}/admin-dashboard/${lead === 'application' ? 'applications' : 'enquiries'}/${id}`

/** Under a list cut short, how many more the desk holds; under an empty one, that there are none. */
function more(shown: number, total: number, where: string): string | undefined {
  if (total === 0) return 'None.'
  return total > shown ? `And ${total - shown} more: ${where}` : undefined
}

/**
 * The desk's morning digest (docs/decisions/231), in English as the admin's area: references, loan
 * types, times, ages, counts and links to the desk; never a name, PAN, mobile, date of birth or income.
 */
export function deskDigest(p: Payloads['desk_digest'], ctx: MailContext): Body {
  const { newLeads, followUps, requests } = p
  const desk = `${ctx.origin}/admin-dashboard`
  const kind = (l: DigestLead) => (l.lead === 'application' ? 'Application' : 'Enquiry')
  const leadCells = (l: DigestLead, when: string) => [
    l.reference,
    kind(l),
    nameOf(l.loanType) || '—',
    formatDateTime(when),
    age(l.receivedAt, p.at),
  ]
  const count = (n: number, forms: { one: string; other: string }) => fill(plural('en', n, forms), { n: String(n) })
  const counts = [
    count(newLeads.total, { one: '{n} new lead', other: '{n} new leads' }),
    count(followUps.total, { one: '{n} follow-up due', other: '{n} follow-ups due' }),
    count(requests.total, { one: '{n} overdue request', other: '{n} overdue requests' }),
  ]
  return {
    subject: `Desk digest, ${formatCalendarDate(p.day)}: ${counts.join(', ')}`,
    heading: `The desk on ${formatCalendarDate(p.day)}`,
    paragraphs: [`${counts.join(', ')}.`, 'References and links only: personal details are on the desk, never in e-mail.'],
    sections: [
      {
        title: `New leads since ${formatDateTime(p.since)}: ${newLeads.total}`,
        grid: {
          head: ['Reference', 'Kind', 'Loan type', 'Received', 'Age'],
          rows: newLeads.rows.map((l) => ({ cells: leadCells(l, l.receivedAt), href: leadHref(ctx, l.lead, l.id) })),
        },
        note: more(newLeads.rows.length, newLeads.total, `${desk}/applications`),
      },
      {
        title: `Follow-ups due today: ${followUps.total}${followUps.overdue > 0 ? `, ${followUps.overdue} of them overdue` : ''}`,
        grid: {
          head: ['Reference', 'Kind', 'Loan type', 'Due', 'Age'],
          rows: followUps.rows.map((l) => ({ cells: leadCells(l, l.dueAt ?? l.receivedAt), href: leadHref(ctx, l.lead, l.id) })),
        },
        note: more(followUps.rows.length, followUps.total, desk),
      },
      {
        title: `Applicant requests past their ${REQUEST_DUE_DAYS} days: ${requests.total}`,
        grid: {
          head: ['Reference', 'Request', 'Made on', 'Waiting'],
          rows: requests.rows.map((r) => ({
            cells: [r.reference, personalCopy.en.requestLabels[r.request], formatDateTime(r.madeAt), age(r.madeAt, p.at)],
            href: leadHref(ctx, 'application', r.applicationId),
          })),
        },
        note: more(requests.rows.length, requests.total, `${ctx.origin}${REQUESTS_PATH}?show=overdue`),
      },
    ],
    link: { label: 'Open the lead desk', href: desk },
  }
}

/**
 * The words of the e-mails to an applicant, in each language an application can be made in
 * (docs/decisions/176): the catalogue's `mail`, with the tracker's names of the requests. The company's
 * digest stays English. Loan types, decision times and documents come from content, in Hindi under
 * their English text (the catalogue's `apply.names`).
 */
const personalCopyOf = (locale: Locale) => ({
  ...catalogues[locale].mail,
  requestLabels: catalogues[locale].track.requestLabels,
  requestDone: catalogues[locale].track.requestDone,
})
const personalCopy: Record<Locale, ReturnType<typeof personalCopyOf>> = { en: personalCopyOf('en'), hi: personalCopyOf('hi') }

/** A message's language: the one its payload names, English for rows written before there was a choice. */
const languageOf = (p: { language?: unknown }): Locale => storedLocale(p.language)

/** The message's lang attribute: English messages keep the plain "en" they always had. */
const mailLang = (locale: Locale) => (locale === 'en' ? 'en' : LOCALES[locale].htmlLang)

/** The applicant's tracker, in the application's language: /track or /hi/track. */
const trackLink = (locale: Locale, ctx: MailContext) => ({
  label: catalogues[locale].apply.ack.trackLink,
  href: `${ctx.origin}${localizePath('/track', locale)}`,
})

function acknowledgement(p: Payloads['acknowledgement'], ctx: MailContext): Body {
  const type = isLoanTypeKey(p.loanType) ? p.loanType : 'personal'
  const locale = languageOf(p)
  const c = personalCopy[locale]
  const { apply, services } = catalogues[locale]
  const { ack, names } = apply
  const name = (value: string) => dataName(names, locale, value)
  return {
    lang: mailLang(locale),
    subject: fill(c.ackSubject, { reference: p.reference }),
    heading: c.ackHeading,
    paragraphs: [fill(c.ackThanks, { brand: ctx.brandName })],
    rows: [
      [c.reference, p.reference],
      [ack.received, receivedOn(p.receivedAt, locale)],
      [ack.loanType, services.loanTypes[type].name],
      [ack.decision, `${name(decisionTimeFor(type))}, ${ack.decisionNote}`],
    ],
    list: { title: ack.documents, items: documentsIn(type, services.pages) },
    link: trackLink(locale, ctx),
  }
}

function requestMail(p: Payloads['request_done'], done: boolean, ctx: MailContext): Body {
  const locale = languageOf(p)
  const c = personalCopy[locale]
  const date = receivedOn(p.at, locale)
  const request = c.requestLabels[p.request]
  const rows: [string, string][] = [
    [c.reference, p.reference],
    [c.request, request],
    [done ? c.doneOn : c.receivedOn, date],
  ]
  const link = trackLink(locale, ctx)
  if (done && p.readyUntil) {
    const until = receivedOn(p.readyUntil, locale)
    return {
      lang: mailLang(locale),
      subject: fill(c.copySubject, { reference: p.reference }),
      heading: c.copyHeading,
      paragraphs: c.copyParas.map((para) => fill(para, { track: link.href, days: String(COPY_AVAILABLE_DAYS), until })),
      rows: [...rows, [c.availableUntil, until]],
      link,
    }
  }
  return {
    lang: mailLang(locale),
    subject: fill(done ? c.doneSubject : c.requestSubject, { request, reference: p.reference }),
    heading: done ? c.doneHeading : c.requestHeading,
    paragraphs: done ? [fill(c.donePara, { date, reference: p.reference })] : [c.requestDone[p.request]],
    rows,
    link: p.request === 'erasure' && done ? undefined : link,
  }
}

function lostReference(p: Payloads['lost_reference'], ctx: MailContext): Body {
  const locale = languageOf(p)
  const c = personalCopy[locale]
  return {
    lang: mailLang(locale),
    subject: c.lostSubject,
    heading: plural(locale, p.references.length, c.lostHeading),
    paragraphs: [...(p.cause === 'repeat' ? c.repeatParas : c.lostParas)],
    rows: p.references.map((r) => [c.reference, r] as [string, string]),
    link: trackLink(locale, ctx),
  }
}

/** A step of the application (docs/decisions/228): its name, what it recorded, and what comes next. */
function stepMail(p: Payloads['application_step'], ctx: MailContext): Body {
  const locale = languageOf(p)
  const c = personalCopy[locale]
  const t = catalogues[locale].track
  const stage = stageLabel(p.status, t)
  const fact = stepFact(t, locale, p.status, p.facts)
  const rows: [string, string][] = [
    [c.reference, p.reference],
    [c.stepNow, stage],
    [c.stepOn, receivedOn(p.at, locale)],
  ]
  if (fact) rows.push([p.status === 'rejected' ? c.stepReason : c.stepDetail, fact])
  return {
    lang: mailLang(locale),
    subject: fill(c.stepSubject, { stage, reference: p.reference }),
    heading: stage,
    paragraphs: [nextStep(p.status, t)],
    rows,
    link: trackLink(locale, ctx),
  }
}

/** To the admin (in English, as the admin's area): wrong codes after the right password; no code, no address. */
function signInCodesWrong(p: Payloads['sign_in_codes_wrong'], ctx: MailContext): Body {
  return {
    subject: `Wrong sign-in codes for the ${ctx.brandName} admin`,
    heading: 'Someone has your password',
    paragraphs: [
      `On ${formatDateTime(p.at)}, the admin password was typed correctly, then a wrong two-factor code. If that was not you, someone knows the password: change ADMIN_PASSWORD and restart, and use "Sign out everywhere" on the two-factor page.`,
      'You get this e-mail once for a run of wrong codes, not for each one.',
    ],
    link: { label: 'Open the two-factor page', href: `${ctx.origin}/admin-dashboard/two-factor` },
  }
}

/** One message, to one person or to the desk, from its outbox row. */
export function personalMail(m: ClaimedMessage, ctx: MailContext): Mail {
  switch (m.kind) {
    case 'desk_digest':
      return render(deskDigest(m.payload as Payloads['desk_digest'], ctx), ctx)
    case 'acknowledgement':
      return render(acknowledgement(m.payload as Payloads['acknowledgement'], ctx), ctx)
    case 'request_received':
    case 'request_done':
      return render(requestMail(m.payload as Payloads['request_done'], m.kind === 'request_done', ctx), ctx)
    case 'application_step':
      return render(stepMail(m.payload as Payloads['application_step'], ctx), ctx)
    case 'lost_reference':
      return render(lostReference(m.payload as Payloads['lost_reference'], ctx), ctx)
    case 'sign_in_codes_wrong':
      return render(signInCodesWrong(m.payload as Payloads['sign_in_codes_wrong'], ctx), ctx)
    default:
      throw Object.assign(new Error('not a message to one person'), { code: 'EKIND' })
  }
}

export function render(body: Body, ctx: MailContext): Mail {
  return { subject: body.subject, text: toText(body, ctx), html: toHtml(body, ctx) }
}
