import type { AppLoadContext, EntryContext } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderWhole } from "#app/lib/render-whole.server.ts";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const { html, failedBeforeShell } = await renderWhole(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    { nonce, timeoutMs: streamTimeout + 1000, logError: (error) => console.error(error) },
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: failedBeforeShell ? 500 : responseStatusCode });
}

/**
 * Errors thrown in loaders and actions: log them. Aborted requests are not errors, nor is a
 * client's mistake answered with a 4xx (a PUT or DELETE on a page is React Router's 405, which
 * reached here as a plain object and was logged as "[object Object]").
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.logError(error, `Error while handling ${request.method} ${new URL(request.url).pathname}`);
}
