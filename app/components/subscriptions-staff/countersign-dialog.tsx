import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { countersignMany, countersignOne, type CountersignResult } from "./signing-calls.ts";

/**
 * The firm's countersignature of one or several approved subscriptions: the signer types their
 * full name and consents to sign electronically (ESIGN intent), then each is countersigned on its
 * own; the answer says which were and why not for the others.
 */
export function CountersignDialog({
  open,
  onOpenChange,
  subscriptions,
  bulk = false,
}: {
  /** From the list: the bulk endpoint, even for one. */
  bulk?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscriptions: ReadonlyArray<{ id: number; entityName: string }>;
}) {
  const revalidator = useRevalidator();
  const [typedName, setTypedName] = useState("");
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<CountersignResult[] | null>(null);
  const consentId = useId();
  const many = bulk || subscriptions.length > 1;
  const n = subscriptions.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!typedName.trim() || !consent) {
      setError("Type your full name and consent to sign electronically.");
      return;
    }
    setPending(true);
    setError(null);
    try {
      if (many)
        setResults(
          (
            await countersignMany(
              subscriptions.map((s) => s.id),
              typedName.trim(),
            )
          ).results,
        );
      else {
        await countersignOne(subscriptions[0].id, typedName.trim());
        setResults([{ id: subscriptions[0].id, ok: true }]);
      }
      void revalidator.revalidate();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Could not countersign");
    } finally {
      setPending(false);
    }
  }
  const close = (next: boolean) => {
    if (!next) {
      setResults(null);
      setError(null);
      setConsent(false);
    }
    onOpenChange(next);
  };
  const nameOf = (id: number) => subscriptions.find((s) => s.id === id)?.entityName ?? `Subscription ${id}`;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={many ? `Countersign ${n} subscription${n === 1 ? "" : "s"}` : "Countersign the subscription"}
      description="Your typed name and consent are your electronic signature for the firm."
    >
      {results ? (
        <div className="space-y-4">
          <ul className="space-y-2">
            {results.map((r) => (
              <li key={r.id} className={r.ok ? "text-emerald-800" : "text-red-800"}>
                {nameOf(r.id)}: {r.ok ? "countersigned" : (r.message ?? "not countersigned")}
              </li>
            ))}
          </ul>
          <Button type="button" onClick={() => close(false)}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {subscriptions.map((s) => (
              <li key={s.id}>{s.entityName}</li>
            ))}
          </ul>
          <TextField
            label="Your full name"
            required
            autoComplete="name"
            value={typedName}
            onChange={(e) => setTypedName(e.target.value)}
            maxLength={200}
          />
          <Checkbox id={consentId} checked={consent} onChange={(e) => setConsent(e.target.checked)}>
            I consent to sign electronically for the firm
          </Checkbox>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? "Countersigning…" : "Countersign"}
            </Button>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
