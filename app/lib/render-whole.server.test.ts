import { createElement, lazy, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWhole } from "./render-whole.server";

const quiet = { timeoutMs: 6_000, logError: () => {} };

describe("renderWhole", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("renders the page whole and leaves no timer behind", async () => {
    // Only the abort timer is faked: React schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { html, failedBeforeShell } = await renderWhole(createElement("p", null, "Capital call"), quiet);
    expect(html.toString()).toBe("<p>Capital call</p>");
    expect(failedBeforeShell).toBe(false);
    // A pending timer would hold the render, its data and its output until it fired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("aborts a render that does not finish in time, sending the fallback", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // React notes the abandoned boundary on the console when it aborts.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Waiting = lazy(() => new Promise<never>(() => {}));
    const rendered = renderWhole(
      createElement(
        "main",
        null,
        createElement(Suspense, { fallback: createElement("p", null, "Loading...") }, createElement(Waiting)),
      ),
      quiet,
    );
    await vi.advanceTimersByTimeAsync(6_000);
    const { html } = await rendered;
    expect(html.toString()).toContain("Loading...");
    expect(html.toString()).not.toContain("<span>");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports an error outside every boundary as a failed shell", async () => {
    function Broken(): never {
      throw new Error("no such fund");
    }
    await expect(renderWhole(createElement(Broken), quiet)).rejects.toThrow("no such fund");
  });
});
