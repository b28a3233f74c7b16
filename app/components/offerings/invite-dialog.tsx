import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { offeringApi } from "#domain/api/offerings.ts";
import { offeringInvitationSchema } from "#domain/offering-inputs.ts";
import { displayName } from "#domain/person.ts";
import type { Prospect } from "#domain/prospects.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useResource } from "#app/lib/use-resource.ts";
import type { FieldErrors } from "#app/lib/use-field-errors.ts";
import { useForm } from "#app/lib/use-form.ts";

interface Values {
  mode: "prospect" | "email";
  prospectId: string;
  email: string;
  name: string;
}

const nameOf = (p: Prospect) => displayName({ ...p, username: p.email });

/** The prospects matching a search (a resource route: decision 0054), a few at a time. */
function useProspectSearch(q: string, enabled: boolean) {
  const [debounced, setDebounced] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const path = enabled ? `/resources/prospects${debounced ? `?${new URLSearchParams({ q: debounced })}` : ""}` : null;
  return useResource<{ q: string; prospects: Prospect[] }>(path).data?.prospects ?? [];
}

/**
 * Invite to an offering (issue 25 §1–2): a prospect found by search, or anyone by e-mail and name;
 * on a prospect's page the prospect is fixed and the offering is chosen. One e-mail goes through
 * the outbox; the page's data reloads.
 */
export function InviteDialog({
  open,
  onOpenChange,
  offerings,
  prospect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The open offerings to choose from (one: no choice shown). */
  offerings: Array<{ id: number; name: string }>;
  prospect?: Prospect;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [q, setQ] = useState("");
  const groupId = useId();
  const [offeringId, setOfferingId] = useState(String(offerings[0]?.id ?? ""));
  const form = useForm({
    initial: (): Values => ({
      mode: "prospect",
      prospectId: prospect ? String(prospect.id) : "",
      email: "",
      name: "",
    }),
    fields: ["prospectId", "email", "name"],
    schema: offeringInvitationSchema,
    toPayload: (v) =>
      v.mode === "prospect" && v.prospectId ? { prospectId: Number(v.prospectId) } : { email: v.email, name: v.name },
    validate: (v): FieldErrors =>
      v.mode === "prospect" && !v.prospectId && !prospect ? { prospectId: "Choose a prospect" } : {},
    submit: (payload) => api.post<typeof offeringApi.invite>(`/api/admin/offerings/${offeringId}/invitations`, payload),
    failure: "Could not send the invitation",
    onSuccess: () => {
      toast({ title: "Invitation sent", description: "The e-mail is in the outbox." });
      onOpenChange(false);
      void revalidator.revalidate();
    },
  });
  const { values, set, error } = form;
  const found = useProspectSearch(q, open && !prospect && values.mode === "prospect");
  const choose = (mode: Values["mode"]) => form.setValues((v) => ({ ...v, mode }));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !form.pending && onOpenChange(next)}
      title={prospect ? `Invite ${nameOf(prospect)} to an offering` : "Invite to this offering"}
      description="They receive one e-mail that names the offering and links to it; a person without an account gets one, with a link to set a password."
      className="max-w-xl"
    >
      <form {...form.formProps} noValidate aria-label="Invitation" className="space-y-4">
        {offerings.length > 1 || prospect ? (
          <SelectField
            label="Offering"
            required
            value={offeringId}
            onChange={(event) => setOfferingId(event.target.value)}
          >
            {offerings.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {prospect ? (
          <p className="text-slate-700">
            To {nameOf(prospect)} ({prospect.email})
          </p>
        ) : (
          <>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Whom to invite</legend>
              {(["prospect", "email"] as const).map((mode) => (
                <label key={mode} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${groupId}-mode`}
                    checked={values.mode === mode}
                    onChange={() => choose(mode)}
                  />
                  {mode === "prospect" ? "A prospect" : "Someone by e-mail"}
                </label>
              ))}
            </fieldset>
            {values.mode === "prospect" ? (
              <div className="space-y-2">
                <TextField label="Search prospects" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
                <fieldset aria-describedby={error("prospectId") ? `${groupId}-error` : undefined}>
                  <legend className="sr-only">Prospect</legend>
                  {found.length === 0 ? <p className="text-sm text-slate-600">No prospect matches.</p> : null}
                  <ul className="max-h-56 space-y-1 overflow-y-auto">
                    {found.map((p) => (
                      <li key={p.id}>
                        <label className="flex min-h-11 items-center gap-2 rounded px-2 text-sm hover:bg-slate-50">
                          <input
                            type="radio"
                            name={`${groupId}-prospect`}
                            checked={values.prospectId === String(p.id)}
                            onChange={() => form.setValues((v) => ({ ...v, prospectId: String(p.id) }))}
                          />
                          <span className="min-w-0 break-all">
                            {nameOf(p)} · {p.email}
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                  {error("prospectId") ? (
                    <p id={`${groupId}-error`} className="text-sm text-red-700">
                      {error("prospectId")}
                    </p>
                  ) : null}
                </fieldset>
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="E-mail"
                  required
                  type="email"
                  value={values.email}
                  onChange={set("email")}
                  error={error("email")}
                />
                <TextField label="Name" required value={values.name} onChange={set("name")} error={error("name")} />
              </div>
            )}
          </>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.pending || offeringId === ""} aria-busy={form.pending || undefined}>
            {form.pending ? "Sending…" : "Send invitation"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
