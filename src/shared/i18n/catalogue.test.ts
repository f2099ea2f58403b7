import { describe, expect, test } from 'vitest'
import { en } from './en'
import { hi } from './hi'

/**
 * Words a Hindi page keeps in Latin letters, as Indian banks' Hindi pages print them (docs/i18n.md):
 * loan words, the brand, units. A Hindi text may equal its English one only when nothing else is left.
 */
const KEPT_AS_WRITTEN =
  /\b(EMI|EMIs|PAN|KYC|APR|CIBIL|GST|NBFC|NBFCs|RBI|KFS|IFSC|OTP|CIN|DSA|LSP|URL|PDF|UPI|SMS|Loan Partner|Sachet|Facebook|Instagram|LinkedIn|WhatsApp|bps|p\.a\.|Rs|CMS)\b/g

/** What is left of a text once placeholders, kept words, figures and signs are taken out. */
const ownWords = (text: string) =>
  text
    .replace(/\{\w+\}/g, '')
    .replace(KEPT_AS_WRITTEN, '')
    .replace(/[^\p{L}]/gu, '')

type Leaf = { path: string; en: unknown; hi: unknown }

/** Every text of the English catalogue beside the Hindi text at the same place. */
function leaves(a: unknown, b: unknown, path = ''): Leaf[] {
  if (a !== null && typeof a === 'object') {
    const keys = Array.isArray(a) ? [...a.keys()].map(String) : Object.keys(a)
    return keys.flatMap((k) => leaves((a as Record<string, unknown>)[k], (b as Record<string, unknown> | undefined)?.[k], `${path}.${k}`))
  }
  return [{ path, en: a, hi: b }]
}

describe('the Hindi catalogue beside the English one', () => {
  const all = leaves(en, hi)

  test('every English text has a Hindi text of the same kind, and every list the same length', () => {
    const missing = all.filter((l) => typeof l.hi !== typeof l.en || (typeof l.hi === 'string' && l.hi.trim() === ''))
    expect(missing.map((l) => l.path)).toEqual([])
    const lists = (a: unknown, b: unknown, path = ''): string[] =>
      a !== null && typeof a === 'object'
        ? [
            ...(Array.isArray(a) && (!Array.isArray(b) || a.length !== b.length) ? [path] : []),
            ...Object.keys(a).flatMap((k) =>
              lists((a as Record<string, unknown>)[k], (b as Record<string, unknown> | undefined)?.[k], `${path}.${k}`),
            ),
          ]
        : []
    expect(lists(en, hi)).toEqual([])
  })

  test('no Hindi text is its English text again, except loan words, names and figures', () => {
    const untranslated = all.filter((l) => typeof l.en === 'string' && l.hi === l.en && ownWords(l.en) !== '')
    expect(untranslated.map((l) => `${l.path}: ${String(l.en)}`)).toEqual([])
  })

  test('a Hindi text keeps the placeholders of its English text', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    const lost = all.filter((l) => typeof l.en === 'string' && typeof l.hi === 'string' && names(l.en).join() !== names(l.hi).join())
    expect(lost.map((l) => l.path)).toEqual([])
  })

  test('the comparison sees real texts: the header is there in both languages', () => {
    expect(all.find((l) => l.path === '.common.applyNow')).toEqual({ path: '.common.applyNow', en: 'Apply Now', hi: 'अभी आवेदन करें' })
  })
})
