// Every test file starts with this (vitest.config.ts, setupFiles): all fast-check properties of a run
// use the one seed the config chose, so a failure replays with FC_SEED (docs/testing.md).
import fc from 'fast-check'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    fcSeed: number
  }
}

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('fcSeed') })
