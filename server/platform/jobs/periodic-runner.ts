/**
 * The one runner of the process's periodic work (decision 0058): the mail worker, the article
 * scheduler, the request limits' flush and prune, the object store's sweep and the memory log are
 * tasks registered on it (server/index.ts), not loops with timers of their own. Every instance
 * runs every task: each is safe to run on several instances at once (SKIP LOCKED claims, or work
 * that is the instance's own), so nothing here elects a leader or shares a schedule.
 */

/** The clock and timer the runner uses; tests pass a manual one and move it on (no sleeping). */
export interface Timers {
  now(): number;
  /** A one-shot timer that never keeps the process alive. */
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface PeriodicTask {
  /** Unique in the runner; names the task in its log lines. */
  name: string;
  /** The wait from the end of one run to the start of the next: a task never overlaps itself. */
  everyMs: number;
  /** Run at once when registered (the mail worker, the scheduler); otherwise first after everyMs. */
  runAtStart?: boolean;
  /**
   * One run. The signal is aborted when the task is stopped: a run that loops (the mail worker's
   * drain) ends after its current step.
   */
  run(signal: AbortSignal): unknown;
  /** Logged with the error when a run fails (default: "<name> failed"). */
  failureMessage?: string;
  /**
   * After failures in a row the next run waits everyMs doubled per failure, up to this (default:
   * a minute, or everyMs if longer): a database that is away is not hammered, and is found again
   * within a minute of its return.
   */
  maxBackoffMs?: number;
  /** How long stopping waits for a run in progress (default: until it ends). */
  stopWaitMs?: number;
}

export interface PeriodicTaskHandle {
  /** Run within ms rather than at the next interval; during a run, ms after it ends. */
  soon(ms: number): void;
  /** No more runs; waits for a run in progress (at most stopWaitMs). */
  stop(): Promise<void>;
}

export interface RunnerLog {
  info(msg: string): void;
  error(obj: unknown, msg: string): void;
}

const DEFAULT_MAX_BACKOFF_MS = 60_000;

/** The wait before the next run after `failures` failed runs in a row. */
export function backoffMs(task: Pick<PeriodicTask, "everyMs" | "maxBackoffMs">, failures: number): number {
  const cap = Math.max(task.everyMs, task.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS);
  return Math.min(task.everyMs * 2 ** Math.max(0, failures - 1), cap);
}

export function createPeriodicRunner(options: { log: RunnerLog; timers?: Timers }) {
  const { log } = options;
  const timers = options.timers ?? realTimers;
  const tasks = new Map<string, PeriodicTaskHandle>();
  let stopped = false;

  function add(task: PeriodicTask): PeriodicTaskHandle {
    if (tasks.has(task.name)) throw new Error(`A periodic task named "${task.name}" is already registered`);
    const abort = new AbortController();
    let timer: unknown;
    let dueAt = Infinity;
    let running: Promise<void> | undefined;
    let soonAfterRun: number | undefined;
    let failures = 0;
    let ended = stopped;

    function schedule(ms: number) {
      if (ended) return;
      if (timer !== undefined) timers.clearTimeout(timer);
      dueAt = timers.now() + ms;
      timer = timers.setTimeout(fire, ms);
    }

    async function runOnce(): Promise<number> {
      try {
        await task.run(abort.signal);
      } catch (error) {
        failures++;
        const wait = backoffMs(task, failures);
        log.error(
          { err: error, task: task.name, failures, retryInMs: wait },
          task.failureMessage ?? `${task.name} failed`,
        );
        return wait;
      }
      if (failures) log.info(`${task.name}: ran again after ${failures} failed run(s)`);
      failures = 0;
      return task.everyMs;
    }

    function fire() {
      timer = undefined;
      dueAt = Infinity;
      if (ended || running) return;
      soonAfterRun = undefined;
      running = runOnce().then((wait) => {
        running = undefined;
        schedule(Math.min(wait, soonAfterRun ?? Infinity));
      });
    }

    const handle: PeriodicTaskHandle = {
      soon(ms) {
        if (ended) return;
        if (running) soonAfterRun = Math.min(soonAfterRun ?? Infinity, ms);
        else if (timers.now() + ms < dueAt) schedule(ms);
      },
      async stop() {
        ended = true;
        abort.abort();
        if (timer !== undefined) timers.clearTimeout(timer);
        timer = undefined;
        const current = running;
        if (!current) return;
        if (task.stopWaitMs === undefined) return current;
        let limit: unknown;
        const waited = new Promise<void>((resolve) => (limit = timers.setTimeout(resolve, task.stopWaitMs!)));
        await Promise.race([current, waited]);
        timers.clearTimeout(limit);
      },
    };
    tasks.set(task.name, handle);
    schedule(task.runAtStart ? 0 : task.everyMs);
    return handle;
  }

  return {
    add,
    /** The registered tasks' names, in registration order. */
    names: () => [...tasks.keys()],
    /** Stops every task, each waiting for its run in progress. */
    async stop() {
      stopped = true;
      await Promise.all([...tasks.values()].map((task) => task.stop()));
    },
  };
}

export type PeriodicRunner = ReturnType<typeof createPeriodicRunner>;
