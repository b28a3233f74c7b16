import { Check, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";

type ShareState = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; url: string };

/**
 * A "Share" button that copies the absolute URL of `path` with the Clipboard API, and its
 * feedback: a status region (announced; toasts are hidden from screen readers while a dialog is
 * open) and, when copying is unavailable (plain http, permission refused, old browsers), the link
 * in a focused, selected, labelled field to copy by hand. Returned separately so the caller can
 * lay out the button row and the feedback line.
 */
export function useShareLink(path: string) {
  const [state, setState] = useState<ShareState>({ kind: "idle" });
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  useEffect(() => {
    if (state.kind === "manual") {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
    if (state.kind !== "copied") return;
    const timer = window.setTimeout(() => setState({ kind: "idle" }), 5000);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function share() {
    const url = new URL(path, window.location.href).toString();
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(url);
      setState({ kind: "copied" });
    } catch {
      setState({ kind: "manual", url });
    }
  }

  const button = (
    <Button variant="outline" onClick={share}>
      {state.kind === "copied" ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Share2 className="h-4 w-4" aria-hidden="true" />
      )}
      Share
    </Button>
  );

  const feedback = (
    <div>
      <p role="status" className="text-sm font-medium text-emerald-800 empty:hidden">
        {state.kind === "copied" ? "Link copied to clipboard" : ""}
      </p>
      {state.kind === "manual" ? (
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
            Copy this link to share
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            type="url"
            readOnly
            value={state.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );

  return { button, feedback };
}
