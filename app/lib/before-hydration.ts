/**
 * Work the first render needs before React hydrates the server's HTML. The document imports the
 * page's route modules before app/entry.client.tsx, so a route module can ask here for work (the
 * chunk of a component it renders lazily) and hydration starts once that work has settled. Without
 * it, a server-rendered part waiting for its chunk stays dead after the rest of the page hydrated,
 * and a click on it is lost. Asked after hydration began (a later client-side navigation), nothing
 * runs: the lazy component suspends as usual.
 */
const pending: Promise<unknown>[] = [];
let started = false;

export function beforeHydration(work: () => Promise<unknown>): void {
  if (!started) pending.push(work());
}

/** For app/entry.client.tsx: resolves when the work asked for so far has settled (failed work too). */
export function hydrationMayStart(): Promise<unknown> {
  started = true;
  return Promise.allSettled(pending);
}
