import type { Timers } from "#server/platform/jobs/periodic-runner.ts";

/** A clock that moves only when told: every timer due on the way fires, in order, at its time. */
export function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout: (run, ms) => {
      pending.set(++seq, { at: now + ms, run });
      return seq;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  // Lets every promise already settled run its callbacks (no time passes on the clock).
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  async function advanceTo(until: number) {
    for (;;) {
      await settle();
      const due = [...pending].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0]);
      if (!due.length) break;
      const [id, next] = due[0];
      pending.delete(id);
      now = next.at;
      next.run();
    }
    now = until;
    await settle();
  }
  return { timers, advanceTo, settle, pending: () => pending.size, now: () => now };
}
