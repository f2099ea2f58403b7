import { useData } from 'vike-react/useData'
import type { ToolView } from './view'

/** What every tool page starts from: its data, the typed values from its query, and its cap hints by field. */
export function useToolPage<D extends { view: ToolView; search: string }>() {
  const data = useData<D>()
  const values = Object.fromEntries(new URLSearchParams(data.search))
  const hint = (name: string) => data.view.text[`${name}-hint`]
  return { ...data, values, hint }
}
