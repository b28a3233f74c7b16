import type { AnswerOf, Operation } from "#domain/api/contract.ts";
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
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
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
  return (text ? JSON.parse(text) : undefined) as T;
}

export const getJson = <T>(path: string) => apiRequest<T>("GET", path);
export const postJson = <T>(path: string, body: unknown) => apiRequest<T>("POST", path, body);
export const putJson = <T>(path: string, body: unknown) => apiRequest<T>("PUT", path, body);
export const patchJson = <T>(path: string, body: unknown) => apiRequest<T>("PATCH", path, body);
/** An upload (multipart/form-data) to the routes that take one (server/platform/http/uploads.ts). */
export const sendForm = <T>(method: "POST" | "PUT", path: string, form: FormData) => apiRequest<T>(method, path, form);
export const deleteJson = <T = void>(path: string) => apiRequest<T>("DELETE", path);

/**
 * Calls typed by the published contract (decision 0052): the type argument is an operation of
 * domain/api/ and the answer's type is its 2xx schema's, e.g.
 * `await api.get<typeof articleApi.revisions>(path)`. A caller cannot expect another shape than the
 * server declares (and the API tests check the server keeps to it). Only the operation's type is
 * imported: the schemas add no JavaScript to the pages. Prefer these to the helpers above.
 */
export const api = {
  get: <O extends Operation>(path: string) => apiRequest<AnswerOf<O>>("GET", path),
  post: <O extends Operation>(path: string, body: unknown) => apiRequest<AnswerOf<O>>("POST", path, body),
  put: <O extends Operation>(path: string, body: unknown) => apiRequest<AnswerOf<O>>("PUT", path, body),
  patch: <O extends Operation>(path: string, body: unknown) => apiRequest<AnswerOf<O>>("PATCH", path, body),
  delete: <O extends Operation>(path: string) => apiRequest<AnswerOf<O>>("DELETE", path),
  /** An upload (multipart/form-data). */
  form: <O extends Operation>(method: "POST" | "PUT", path: string, form: FormData) =>
    apiRequest<AnswerOf<O>>(method, path, form),
};
