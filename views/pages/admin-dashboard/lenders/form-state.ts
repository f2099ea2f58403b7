import { usePageContext } from 'vike-react/usePageContext'

/**
 * One form's values and messages: after a refused POST (422) the typed values and each message under
 * its field; otherwise the saved values (`saved`), or empty boxes for a new entry.
 */
export function useFormState(form: string, saved: Record<string, string> = {}) {
  const { formState } = usePageContext()
  const mine = formState?.form === form ? formState : null
  return {
    message: mine?.message,
    value: (name: string) => (mine ? (mine.values[name] ?? '') : (saved[name] ?? '')),
    error: (name: string) => mine?.errors[name],
  }
}

export type FormView = ReturnType<typeof useFormState>
