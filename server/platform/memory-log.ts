import type { PeriodicTask } from "#server/platform/jobs/periodic-runner.ts";

/**
 * MEMORY_LOG_MS=<ms>: print the process's V8 figures as one `memory {...}` line on stdout at that
 * interval, for `npm run soak` (which reads them beside the RSS it samples from /proc). Off unless
 * set (no task); a task of the periodic runner (decision 0058), whose timers never keep the
 * process alive.
 */
export function memoryLogTask(intervalMs: number): PeriodicTask | undefined {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return undefined;
  return {
    name: "memory-log",
    everyMs: intervalMs,
    run() {
      const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      console.log(`memory ${JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers })}`);
    },
  };
}
