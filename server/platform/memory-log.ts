/**
 * MEMORY_LOG_MS=<ms>: print the process's V8 figures as one `memory {...}` line on stdout at that
 * interval, for `npm run soak` (which reads them beside the RSS it samples from /proc). Off unless
 * set; the timer never keeps the process alive.
 */
export function startMemoryLog(intervalMs: number): void {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return;
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    console.log(`memory ${JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers })}`);
  }, intervalMs);
  timer.unref();
}
