import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False on the server and while hydrating, true once JavaScript runs (tests wait for it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
