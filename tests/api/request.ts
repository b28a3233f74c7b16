import { TEST_ORIGIN } from "./auth-helpers.ts";
import type { TestContext } from "./test-app.ts";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** The Cookie header (a session, a challenge): none when absent. */
  cookie?: string;
  /** Sent as JSON (with its content type) when given. */
  payload?: unknown;
  /** The caller's address (rate limits count per address); Fastify's inject default (127.0.0.1) when absent. */
  ip?: string;
  /** More headers, or other values for the ones above (e.g. a foreign origin). */
  headers?: Record<string, string>;
}

/**
 * The one request helper of the API tests: a call as the browser makes it, through Fastify's
 * inject, from our own origin, with a JSON body when there is a payload. `callApi` and `apiClient`
 * are shapes of it.
 */
export function request(t: Pick<TestContext, "app">, method: Method, url: string, options: RequestOptions = {}) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(options.payload === undefined ? {} : { "content-type": "application/json" }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
    ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
  });
}
