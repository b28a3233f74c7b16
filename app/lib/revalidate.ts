import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For pages whose tabs and filters live in the URL's query but need no new data: moving within
 * the page does not reload it; anything else (a form, another page) revalidates as usual.
 */
export function keepDataOnQueryChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
