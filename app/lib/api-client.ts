import type { AnswerOf, BodyOf, Operation } from "#domain/api/contract.ts";
import type { ApiErrorBody } from "#domain/errors.ts";

/** An API failure with the server's code, message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One call to our own API, as docs/product.md §API describes: credentials included, JSON bodies.
 * A non-OK answer throws ApiError with the server's message (or "status: body" when it has none).
 * Callers go through `api` below, which types it by the operation; the answer is not checked here
 * (the API tests hold the server to its schemas, decision 0052).
 */
async function request(method: Method, path: string, body?: unknown): Promise<unknown> {
  // A FormData body (an upload) goes as multipart/form-data; the browser sets its boundary.
  const form = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: {
      Accept: "application/json",
      ...(body !== undefined && !form ? { "Content-Type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: ApiErrorBody | undefined;
    try {
      parsed = JSON.parse(text) as ApiErrorBody;
    } catch {
      /* not JSON: fall back to the status text */
    }
    throw new ApiError(
      response.status,
      parsed?.error?.message ?? `${response.status}: ${text || response.statusText}`,
      parsed?.error?.code,
      parsed?.error?.fieldErrors,
    );
  }
  return text ? JSON.parse(text) : undefined;
}

/** An operation that takes an upload (multipart/form-data, server/platform/http/uploads.ts). */
type Upload = Operation & { consumes: string[] };

/**
 * The one way the browser calls our API, typed by the published contract (decisions 0052, 0054):
 * the type argument is an operation of domain/api/, e.g.
 * `await api.post<typeof userApi.revokeSessions>(path, {})`. Its body must be the input of the
 * operation's body schema (`{}` when it declares none) and the answer is the output of its 2xx
 * schemas, so a caller can neither send nor expect another shape than the server declares. Only
 * the operation's type is imported: the schemas add no JavaScript to the pages. An operation must
 * be named (the default `never` accepts no body and no call compiles without one).
 */
export const api = {
  get: <O extends Operation = never>(path: string) => request("GET", path) as Promise<AnswerOf<O>>,
  post: <O extends Operation = never>(path: string, body: BodyOf<O>) =>
    request("POST", path, body) as Promise<AnswerOf<O>>,
  put: <O extends Operation = never>(path: string, body: BodyOf<O>) =>
    request("PUT", path, body) as Promise<AnswerOf<O>>,
  patch: <O extends Operation = never>(path: string, body: BodyOf<O>) =>
    request("PATCH", path, body) as Promise<AnswerOf<O>>,
  delete: <O extends Operation = never>(path: string) => request("DELETE", path) as Promise<AnswerOf<O>>,
  /** An upload (multipart/form-data) to an operation that consumes one. */
  form: <O extends Upload = never>(method: "POST" | "PUT", path: string, form: FormData) =>
    request(method, path, form) as Promise<AnswerOf<O>>,
};
