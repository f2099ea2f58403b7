import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while hydrating (so hydration matches the no-JS markup), true once
 * JavaScript runs: the page then swaps in its enhanced controls.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
