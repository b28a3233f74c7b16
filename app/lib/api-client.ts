import type { ApiErrorBody } from "../../domain/errors";

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

/** JSON write to our own API (credentials included, as every call of spec section 7). */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
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
