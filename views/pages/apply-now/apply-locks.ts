// The two fields that wait for others when JavaScript runs (docs/decisions/148), and the note each
// shows while it waits: live-apply.ts writes them; the server renders the terms note hidden.
export const APPLY_LOCKS = {
  city: { id: 'f-city-lock', text: 'Choose your state first' },
  terms: { id: 'f-isChecked-lock', text: 'Fill in all the fields above to tick this box.' },
} as const
