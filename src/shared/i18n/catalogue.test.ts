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

/**
 * The consistency table of the Hindi review (docs/decisions/217): for each thing, the word that was
 * rejected beside the one the glossary in docs/i18n.md keeps.
 */
const REJECTED: [RegExp, string][] = [
  [/सालाना/, 'p.a. is प्रति वर्ष, an annual rate वार्षिक दर'],
  [/मसौद/, 'the sample KFS is an उदाहरण, not a draft'],
  [/स्टाम्प/, 'स्टांप ड्यूटी'],
  [/मंज़ूर सीमा/, 'an approved limit is a स्वीकृत सीमा'],
  [/पर रोका गया|पर रखा गया|तक बढ़ाया गया/, 'one cap hint: अधिकतम/न्यूनतम सीमा … मानी गई'],
  [/सभी ब्लॉग|ब्लॉग लोड|ब्लॉग पोस्ट|गाइड/, 'a post is a लेख'],
  [/न्यूनतम वेतन/, 'the income rule speaks of मासिक आय'],
  [/पूर्णांकित|चलते जोड़/, 'rounding is पूरे रुपये में राउंड'],
  [/व्यक्तिगत ज़रूरत|मेडिकल इमरजेंसी/, 'purposes: निजी ज़रूरत, इलाज की आपात ज़रूरत'],
  [/उधारकर्ता टूल्स/, 'our tools are लोन टूल्स'],
  [/आंशिक भुगतान/, 'prepayment is explained as लोन का कुछ हिस्सा समय से पहले चुकाना'],
  [/आमतौर|कार्य-दिवस/, 'आम तौर, कार्य दिवस'],
  [/खुलने का समय/, 'office hours are कार्यालय का समय'],
  [/लेंडिंग सर्विस प्रोवाइडर/, 'an LSP is an ऋण सेवा प्रदाता'],
  [/निर्देश(?:ों)?,? 20\d\d|20\d\d के निर्देश|KFS निर्देश/, 'RBI’s Directions are निदेश'],
  [/(?<!आधार अंक \()\bbps\b/, 'basis points are आधार अंक (bps)'],
  [/मनाही/, 'RBI रोक लगाता है'],
  [/\d(?:\.\d)?k\b/, 'no "k" for thousands'],
  [/[\u0900-\u097F]\.(?:\s|$)/, 'a Hindi sentence ends in ।, not a Latin full stop'],
]

describe('one word for one thing in the Hindi catalogue', () => {
  const texts = leaves(hi, hi).filter((l): l is Leaf & { hi: string } => typeof l.hi === 'string')

  test.each(REJECTED)('%s does not occur (%s)', (rejected) => {
    expect(texts.filter((l) => rejected.test(l.hi)).map((l) => `${l.path}: ${l.hi}`)).toEqual([])
  })

  test('the tracker and its e-mails name each request as a noun phrase, never as an order', () => {
    expect(Object.values(hi.track.requestLabels).filter((label) => !label.endsWith('का अनुरोध'))).toEqual([])
  })

  test('the services menu names each loan in full, apart from the "होम" of the top menu', () => {
    expect(Object.values(hi.services.nav).filter((n) => !n.label.endsWith('लोन'))).toEqual([])
  })

  test('the check sees real texts: the glossary words it keeps are there', () => {
    const all = texts.map((l) => l.hi).join('\n')
    expect(all).toContain('ब्याज दर (% प्रति वर्ष)')
    expect(all).toContain('डिजिटल लेंडिंग निदेश, 2025')
    expect(all).toContain('स्टांप ड्यूटी')
  })
})
