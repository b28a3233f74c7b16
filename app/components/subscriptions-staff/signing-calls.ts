// The staff calls of the signing slice (decision 0065): countersign one or many, and execute; typed
// by their operations in domain/api/subscription-signing.ts (only the types are imported).
import type { subscriptionSigningApi } from "#domain/api/subscription-signing.ts";
import { api } from "#app/lib/api-client.ts";

export interface CountersignResult {
  id: number;
  ok: boolean;
  message?: string;
}

/** `POST /api/admin/subscriptions/countersign`: each id all-or-nothing on its own. */
export const countersignMany = (ids: number[], typedName: string) =>
  api.post<typeof subscriptionSigningApi.countersignMany>("/api/admin/subscriptions/countersign", {
    ids,
    consent: true,
    typedName,
  });

/** `POST /api/admin/subscriptions/:id/countersign`. */
export const countersignOne = (id: number, typedName: string) =>
  api.post<typeof subscriptionSigningApi.countersign>(`/api/admin/subscriptions/${id}/countersign`, {
    consent: true,
    typedName,
  });

/** `POST /api/admin/subscriptions/:id/execute`. */
export const executeOne = (id: number) =>
  api.post<typeof subscriptionSigningApi.execute>(`/api/admin/subscriptions/${id}/execute`, {});
