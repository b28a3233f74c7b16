import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ErrorCode } from "#domain/errors.ts";

/** What a resource route answers (app/lib/resource.server.ts): the data, or the API's error. */
export type ResourceAnswer<T> = { ok: true; data: T } | { ok: false; error: { code: ErrorCode; message: string } };

/** A read in progress or done: `data` stays shown while it is read again (`loading`). */
export interface Resource<T> {
  loading: boolean;
  data?: T;
  /** Why it could not be read (the server's message). */
  error?: string;
}

/**
 * Data a dialog needs when it opens, read through the framework (decision 0054): `path` names a
 * resource route (app/routes/resources/), read with useFetcher().load, never a fetch in an effect.
 * `path` null reads nothing (the dialog is closed). Each path has its own fetcher, so one item never
 * shows another's data; React Router cancels a read overtaken by another and reads it again after
 * the page's data is revalidated (a retry, a save).
 */
export function useResource<T>(path: string | null): Resource<T> {
  const fetcher = useFetcher<ResourceAnswer<T>>({ key: `resource:${path ?? ""}` });
  const { load } = fetcher;
  useEffect(() => {
    if (path !== null) void load(path);
  }, [path, load]);
  if (path === null) return { loading: false };
  return resourceState(fetcher.data, fetcher.state !== "idle");
}

/** The state of a read from its answer so far (undefined: none yet, so it is loading). */
export function resourceState<T>(answer: ResourceAnswer<T> | undefined, reading: boolean): Resource<T> {
  if (answer === undefined) return { loading: true };
  if (!answer.ok) return { loading: reading, error: answer.error.message };
  return { loading: reading, data: answer.data };
}
