import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

export interface WholeRender {
  html: Buffer<ArrayBuffer>;
  /** An error outside every Suspense boundary: the page is an error page (500). */
  failedBeforeShell: boolean;
}

/**
 * Render a page whole, then hand over one buffer. Every loader has finished before the render
 * starts (no deferred data), so streaming the shell first would save nothing; a page answered in
 * one piece skips a chain of stream conversions per chunk and goes out in one socket write, with a
 * Content-Length unless the client asked for compression (decision 0038).
 *
 * A render still waiting after `timeoutMs` is aborted: its pending boundaries are sent as
 * client-rendered fallbacks. The timer is cleared as soon as the page is done. Left pending, it
 * would keep the whole render (its tree, its data and its output) alive for `timeoutMs` after the
 * answer was sent: under load, seconds' worth of pages held in the heap (decision 0038).
 */
export function renderWhole(
  children: ReactNode,
  { nonce, timeoutMs, logError }: { nonce?: string; timeoutMs: number; logError: (error: unknown) => void },
): Promise<WholeRender> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let failedBeforeShell = false;
    const timeout = setTimeout(() => abort(), timeoutMs);
    const { pipe, abort } = renderToPipeableStream(children, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Uint8Array[] = [];
        pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timeout);
              resolve({ html: Buffer.concat(chunks), failedBeforeShell });
              done();
            },
          }),
        );
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        // After the shell, an error is inside a Suspense boundary that the browser renders again.
        if (shellRendered) logError(error);
        else failedBeforeShell = true;
      },
    });
  });
}
