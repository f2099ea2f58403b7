import { useEffect, useMemo, useRef, useState } from 'react'
import { clampField, computeEmi, emiQuery, parseNumber, type Capped, type ClampedInputs, type EmiField } from '../../../src/shared/emi'

type Values = Record<EmiField, number>
type Texts = Record<EmiField, string>

/**
 * The calculator's state. Each field keeps its number (what is computed) and its box text (what
 * the visitor is typing), so that typing '5' on the way to '500000' is not rewritten under them.
 */
export function useEmiCalculator(initial: ClampedInputs) {
  const [values, setValues] = useState<Values>({ amount: initial.amount, rate: initial.rate, tenure: initial.years })
  const [texts, setTexts] = useState<Texts>({ amount: String(initial.amount), rate: String(initial.rate), tenure: String(initial.years) })
  const [capped, setCapped] = useState<Record<EmiField, Capped>>(initial.capped)
  const touched = useRef(false)

  const result = useMemo(() => computeEmi({ amount: values.amount, rate: values.rate, years: values.tenure }), [values])

  // The address bar follows the inputs, so every result is a link that can be shared.
  useEffect(() => {
    if (!touched.current) return
    const search = `?${emiQuery(result.inputs)}`
    if (window.location.search !== search) window.history.replaceState(window.history.state, '', search)
  }, [result.inputs])

  const set = (field: EmiField, value: number, text: string, cap: Capped) => {
    touched.current = true
    setValues((v) => (v[field] === value ? v : { ...v, [field]: value }))
    setTexts((t) => ({ ...t, [field]: text }))
    setCapped((c) => ({ ...c, [field]: cap }))
  }

  return {
    values,
    texts,
    capped,
    result,
    /** A slider moved: its value is on the step grid and within range. */
    slide(field: EmiField, raw: string) {
      const { value } = clampField(field, Number(raw))
      set(field, value, String(value), null)
    },
    /** A key pressed in a number box: compute at once; a value above the maximum is capped at once. */
    type(field: EmiField, text: string) {
      const parsed = parseNumber(text)
      if (Number.isNaN(parsed)) {
        setTexts((t) => ({ ...t, [field]: text }))
        return
      }
      const { value, capped: cap } = clampField(field, parsed)
      set(field, value, cap === 'max' ? String(value) : text, cap)
    },
    /** Leaving a box shows the value that is really used. */
    settle(field: EmiField) {
      setTexts((t) => ({ ...t, [field]: String(values[field]) }))
    },
  }
}
