import os from 'node:os'
import type { Db } from './db.server'
import { errorCode } from './http-error.server'

export interface SharedJob {
  name: string
  /** The interval between runs, across all processes. */
  everyMs: number
  /** Does the work; returns a line for the log (counts only, never personal data), or '' for nothing to log. */
  run: () => Promise<string>
}

/** Who claimed a run, for the jobs table: enough to find the process, nothing more. */
const HOLDER = `${os.hostname()}:${process.pid}`.slice(0, 100)

/**
 * Claims the job's current run for this process: one UPDATE moves `next_run_at` forward only if it
 * is due, so of several processes asking at once exactly one sees a changed row (docs/decisions/083).
 */
export async function claimRun(db: Db, job: Pick<SharedJob, 'name' | 'everyMs'>, now = Date.now()): Promise<boolean> {
  await db('jobs').insert({ name: job.name, next_run_at: now }).onConflict('name').ignore()
  const changed = await db('jobs')
    .where({ name: job.name })
    .andWhere('next_run_at', '<=', now)
    .update({ next_run_at: now + job.everyMs, ran_by: HOLDER, ran_at: new Date(now).toISOString() })
  return changed === 1
}

/**
 * Every process asks every `checkMs` whether each job is due; the one that claims a run does it.
 * A run that fails waits for the next interval like any other. Timers are unref'd, so they never
 * keep a stopping process alive. Returns a function that stops the checks and resolves once the
 * run under way, if any, has finished.
 */
export function startSharedJobs(db: Db, jobs: SharedJob[], opts: { checkMs: number; log: (line: string) => void }): () => Promise<void> {
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  const check = async () => {
    for (const job of jobs) {
      if (stopped) return
      try {
        if (!(await claimRun(db, job))) continue
        const started = Date.now()
        const summary = await job.run()
        if (summary) opts.log(`job ${job.name} ran in ${Date.now() - started} ms: ${summary}`)
      } catch (err) {
        opts.log(`job ${job.name} failed code=${errorCode(err)}`)
      }
    }
  }
  // One check at a time in a process: a slow run is not overtaken by the next tick.
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    running = check().finally(() => (busy = false))
  }, opts.checkMs)
  timer.unref()
  return () => {
    stopped = true
    clearInterval(timer)
    return running
  }
}
