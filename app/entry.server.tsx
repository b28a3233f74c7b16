import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole page, then one response body. Every loader has finished before the render starts
    // (no deferred data), so streaming the shell first would save nothing; a page answered in one
    // piece skips a chain of stream conversions per chunk and goes out in one socket write, with a
    // Content-Length unless the client asked for compression (decision 0038).
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
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
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
                done();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // After the shell, an error is inside a Suspense boundary that the browser renders again.
          if (shellRendered) console.error(error);
          else responseStatusCode = 500;
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Errors thrown in loaders and actions: log them (aborted requests are not errors). */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  context.logError(error, `Error while handling ${request.method} ${new URL(request.url).pathname}`);
}
