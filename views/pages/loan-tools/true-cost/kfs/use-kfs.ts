import { useData } from 'vike-react/useData'
import { benchmarks } from '#src/shared/loan-tools/floating'
import { useLocale, useMessages } from '#views/i18n/use-i18n'
import { aprWords, tenureText } from '../words'
import type { Data } from './+data'

/** The KFS's data and the words and figures its parts share, worked out the same way for each part. */
export function useKfs() {
  const data = useData<Data>()
  const { trueCost: messages, kfs: k, offers } = useMessages()
  const locale = useLocale()
  const { cost, reading, loanKey } = data
  const { inputs, charges, floating } = reading
  const rateType = floating ? k.floating : k.fixed
  return {
    ...data,
    ...reading,
    messages,
    k,
    offers,
    locale,
    rateType,
    benchmark: floating ? (messages.benchmarks[floating.benchmark] ?? benchmarks.find((b) => b.value === floating.benchmark)!.label) : '',
    loanName: messages.loanNames[loanKey] ?? messages.loanNames.personal!,
    tenure: tenureText(messages.units, locale, inputs.months),
    apr: aprWords(messages.units, cost.apr, cost.aprCapped),
    toLender: cost.fee + cost.gst + charges.documentation,
    toThirdParty: charges.insurance + charges.valuation + charges.stampDuty,
    lowerFirst: (text: string) => (locale === 'en' ? text.toLowerCase() : text),
  }
}
