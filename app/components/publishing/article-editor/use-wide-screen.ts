import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 1024px)";
const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * True on a screen wide enough for the text and its preview side by side (Tailwind's lg). The
 * server's HTML assumes a wide screen; a phone switches to tabs once React runs.
 */
export const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
