import { describe, expect, it } from "vitest";
import { manualTimers } from "#tests/manual-timers.ts";
import { backoffMs, createPeriodicRunner, realTimers } from "./periodic-runner.ts";

function recordingLog() {
  const errors: { obj: Record<string, unknown>; msg: string }[] = [];
  const infos: string[] = [];
  return {
    errors,
    infos,
    info: (msg: string) => void infos.push(msg),
    error: (obj: unknown, msg: string) => void errors.push({ obj: obj as Record<string, unknown>, msg }),
  };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function setup() {
  const clock = manualTimers();
  const log = recordingLog();
  const runner = createPeriodicRunner({ log, timers: clock.timers });
  return { clock, log, runner };
}

describe("the periodic runner", () => {
  it("runs a task every interval, first after one interval or at once when asked", async () => {
    const { clock, runner } = setup();
    const later: number[] = [];
    const atOnce: number[] = [];
    runner.add({ name: "later", everyMs: 1_000, run: () => later.push(clock.now()) });
    runner.add({ name: "at-once", everyMs: 5_000, runAtStart: true, run: () => atOnce.push(clock.now()) });
    await clock.advanceTo(999);
    expect(later).toEqual([]);
    expect(atOnce).toEqual([0]);
    await clock.advanceTo(10_000);
    expect(later).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000]);
    expect(atOnce).toEqual([0, 5_000, 10_000]);
    expect(runner.names()).toEqual(["later", "at-once"]);
  });

  it("counts the interval from the end of a run", async () => {
    const { clock, runner } = setup();
    const starts: number[] = [];
    runner.add({
      name: "slow",
      everyMs: 1_000,
      run: () => {
        starts.push(clock.now());
        return new Promise<void>((resolve) => clock.timers.setTimeout(resolve, 300));
      },
    });
    await clock.advanceTo(4_000);
    expect(starts).toEqual([1_000, 2_300, 3_600]);
  });

  it("logs a failed run with its message and retries later, backing off, then back to the interval", async () => {
    const { clock, log, runner } = setup();
    const runs: number[] = [];
    let failing = 3;
    runner.add({
      name: "flaky",
      everyMs: 1_000,
      failureMessage: "Flaky pass failed",
      run: async () => {
        runs.push(clock.now());
        if (failing-- > 0) throw new Error("database away");
      },
    });
    await clock.advanceTo(10_000);
    // Fails at 1 s, 2 s (after 1 s), 4 s (after 2 s); succeeds at 8 s (after 4 s); then every second.
    expect(runs).toEqual([1_000, 2_000, 4_000, 8_000, 9_000, 10_000]);
    expect(log.errors.map((e) => [e.msg, e.obj.task, e.obj.failures, e.obj.retryInMs])).toEqual([
      ["Flaky pass failed", "flaky", 1, 1_000],
      ["Flaky pass failed", "flaky", 2, 2_000],
      ["Flaky pass failed", "flaky", 3, 4_000],
    ]);
    expect((log.errors[0].obj.err as Error).message).toBe("database away");
    expect(log.infos).toEqual(["flaky: ran again after 3 failed run(s)"]);
  });

  it("catches a task that throws before returning a promise, with a default message", async () => {
    const { clock, log, runner } = setup();
    let runs = 0;
    runner.add({
      name: "sync-throw",
      everyMs: 100,
      run: () => {
        runs++;
        throw new Error("at once");
      },
    });
    await clock.advanceTo(100);
    expect(runs).toBe(1);
    expect(log.errors.map((e) => e.msg)).toEqual(["sync-throw failed"]);
  });

  it("backs off up to a minute, or the interval when that is longer", () => {
    const waits = (everyMs: number) => [1, 2, 3, 4, 5, 6].map((n) => backoffMs({ everyMs }, n));
    expect(waits(5_000)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    expect(waits(3_600_000)).toEqual(Array(6).fill(3_600_000));
    expect(backoffMs({ everyMs: 1_000, maxBackoffMs: 3_000 }, 5)).toBe(3_000);
  });

  it("never overlaps a task with itself: a run outliving its interval delays the next", async () => {
    const { clock, runner } = setup();
    const gate = deferred();
    let active = 0;
    let most = 0;
    const starts: number[] = [];
    const task = runner.add({
      name: "long",
      everyMs: 1_000,
      run: async () => {
        starts.push(clock.now());
        most = Math.max(most, ++active);
        if (starts.length === 1) await gate.promise;
        active--;
      },
    });
    await clock.advanceTo(1_000);
    task.soon(0); // asked for again while running: after the run, not beside it
    await clock.advanceTo(9_000);
    expect(starts).toEqual([1_000]);
    gate.resolve();
    await clock.settle();
    await clock.advanceTo(9_000);
    expect(starts).toEqual([1_000, 9_000]);
    await clock.advanceTo(10_000);
    expect(starts).toEqual([1_000, 9_000, 10_000]);
    expect(most).toBe(1);
  });

  it("runs sooner when asked, never later than already due", async () => {
    const { clock, runner } = setup();
    const starts: number[] = [];
    const task = runner.add({ name: "nudged", everyMs: 5_000, run: () => starts.push(clock.now()) });
    await clock.advanceTo(1_000);
    task.soon(250);
    await clock.advanceTo(4_900);
    task.soon(250); // the next run was due at 6.25 s: 5.15 s is sooner
    await clock.advanceTo(20_000);
    expect(starts).toEqual([1_250, 5_150, 10_150, 15_150]);
    await clock.advanceTo(20_100);
    task.soon(10_000); // due at 20.15 s already: not postponed
    await clock.advanceTo(20_150);
    expect(starts.at(-1)).toBe(20_150);
  });

  it("stop waits for the run in progress, aborts its signal, and nothing runs after", async () => {
    const { clock, runner } = setup();
    const gate = deferred();
    let signal: AbortSignal | undefined;
    let runs = 0;
    let finished = false;
    const task = runner.add({
      name: "draining",
      everyMs: 1_000,
      run: async (s) => {
        runs++;
        signal = s;
        await gate.promise;
        finished = true;
      },
    });
    await clock.advanceTo(1_000);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await clock.settle();
    expect(signal?.aborted).toBe(true);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    expect(finished).toBe(true);
    await clock.advanceTo(60_000);
    expect(runs).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it("stop waits at most stopWaitMs for a run that does not end", async () => {
    const { clock, runner } = setup();
    runner.add({ name: "stuck", everyMs: 1_000, stopWaitMs: 5_000, run: () => new Promise(() => {}) });
    await clock.advanceTo(1_000);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await clock.advanceTo(5_999);
    expect(stopped).toBe(false);
    await clock.advanceTo(6_000);
    await stopping;
    expect(stopped).toBe(true);
  });

  it("the runner's stop ends every task; a task added after it never runs; names are unique", async () => {
    const { clock, runner } = setup();
    const runs: string[] = [];
    runner.add({ name: "a", everyMs: 1_000, run: () => runs.push("a") });
    runner.add({ name: "b", everyMs: 1_500, run: () => runs.push("b") });
    expect(() => runner.add({ name: "a", everyMs: 1, run: () => {} })).toThrow(/already registered/);
    await clock.advanceTo(1_500);
    await runner.stop();
    runner.add({ name: "c", everyMs: 1, runAtStart: true, run: () => runs.push("c") });
    await clock.advanceTo(10_000);
    expect(runs).toEqual(["a", "b"]);
    expect(clock.pending()).toBe(0);
  });

  it("its real timers never keep the process alive", () => {
    const timer = realTimers.setTimeout(() => {}, 60_000) as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    realTimers.clearTimeout(timer);
  });
});
