import { usePageContext } from 'vike-react/usePageContext'

const empty = {
  values: {} as Record<string, string>,
  errors: {} as Record<string, string>,
  message: undefined as string | undefined,
  status: undefined as 'error' | 'success' | undefined,
}

/** The server's answer to this form's last POST (values and messages), if it was this form. */
export function useFormState(form: string) {
  const { formState } = usePageContext()
  return formState?.form === form
    ? { values: formState.values, errors: formState.errors, message: formState.message, status: formState.status }
    : empty
}
