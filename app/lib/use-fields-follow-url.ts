import { useEffect, useRef } from "react";

/**
 * The fields of a GET form that start from the URL (defaultValue) show the URL again whenever it
 * changes without the form being mounted anew: Back and Forward, a pager or a tab link. Otherwise
 * the box would still say the search that Back just left, over a list that no longer has it.
 * Values are set in place, not by remounting the form, so the focus stays where it was (in the
 * search box after Enter).
 *
 * `values`: each field's name and what it should show; pass them in the same order every render.
 */
export function useFieldsFollowUrl(values: Record<string, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const signature = JSON.stringify(values);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(JSON.parse(signature) as Record<string, string>)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
    }
  }, [signature]);
  return formRef;
}
