// Calls to the signing slice's staff endpoints (contracts.md of issue 25: countersign, bulk
// countersign, execute). Their operations live in that slice's domain/api file, not merged yet, so
// these go through fetch with the same error handling as app/lib/api-client.ts; the merge switches
// them to `api.post<typeof …>` on those operations.
import { ApiError } from "#app/lib/api-client.ts";

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const error = (parsed as { error?: { message?: string; code?: string } } | undefined)?.error;
    throw new ApiError(response.status, error?.message ?? `${response.status}: ${response.statusText}`, error?.code);
  }
  return parsed as T;
}

export interface CountersignResult {
  id: number;
  ok: boolean;
  message?: string;
}

/** `POST /api/admin/subscriptions/countersign`: each id all-or-nothing on its own. */
export const countersignMany = (ids: number[], typedName: string) =>
  post<{ results: CountersignResult[] }>("/api/admin/subscriptions/countersign", { ids, consent: true, typedName });

/** `POST /api/admin/subscriptions/:id/countersign`. */
export const countersignOne = (id: number, typedName: string) =>
  post<unknown>(`/api/admin/subscriptions/${id}/countersign`, { consent: true, typedName });

/** `POST /api/admin/subscriptions/:id/execute`. */
export const executeOne = (id: number) => post<unknown>(`/api/admin/subscriptions/${id}/execute`, {});
