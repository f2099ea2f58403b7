import { authStorageKey } from '#src/shared/content/business'

/**
 * The admin shell's display token goes to localStorage (docs/product.md §17 Roles and permissions), and
 * Logout takes it away.
 * Plain DOM code that every admin page's +client.ts runs (docs/decisions/086).
 */
export function keepDisplayToken() {
  const token = document.querySelector<HTMLElement>('[data-display-token]')?.dataset.displayToken
  if (token) localStorage.setItem(authStorageKey, token)
  for (const form of document.querySelectorAll('form[data-forget-token]')) {
    form.addEventListener('submit', () => localStorage.removeItem(authStorageKey))
  }
}
