import { expect } from "vitest";
import type { Page } from "#domain/paging.ts";
import type { apiClient } from "./staff-helpers.ts";

type Api = ReturnType<typeof apiClient>;
export type PagedRow = { id: number };

/** Every page of a paged API from the first, following `next`; then back from the last, following `previous`. */
export async function walk<T extends PagedRow>(api: Api, base: string) {
  const join = base.includes("?") ? "&" : "?";
  const forward: T[][] = [];
  let cursor: string | null = null;
  let last: Page<T> | null = null;
  do {
    const res = await api.get(`${base}${cursor ? `${join}cursor=${cursor}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    last = res.json() as Page<T>;
    forward.push(last.items);
    cursor = last.next;
  } while (cursor);
  const backward: T[][] = [];
  cursor = last.previous;
  while (cursor) {
    const res = await api.get(`${base}${join}cursor=${cursor}`);
    expect(res.statusCode, res.body).toBe(200);
    backward.unshift((res.json() as Page<T>).items);
    cursor = (res.json() as Page<T>).previous;
  }
  return { forward, backward, total: last.total };
}

/** The ids of a walk's pages, in order. */
export const ids = (pages: PagedRow[][]) => pages.flat().map((row) => row.id);
