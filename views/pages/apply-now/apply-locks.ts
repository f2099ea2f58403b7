// The two fields that wait for others when JavaScript runs (docs/decisions/148), and the note each
// shows while it waits: live-apply.ts writes them; the server renders the terms note hidden. The
// notes' words are the catalogue's (`apply.locks`), in the page's language.
export const APPLY_LOCKS = {
  city: { id: 'f-city-lock' },
  terms: { id: 'f-isChecked-lock' },
} as const
