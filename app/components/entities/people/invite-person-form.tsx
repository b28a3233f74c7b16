// A signatory invites someone to a role on the entity (decision 0060, slice 3); the invitation
// e-mail carries a single-use link. Notices only asks which notices the person receives.
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { entityPeopleApi } from "#domain/api/entity-people.ts";
import { ENTITY_ROLES, ENTITY_ROLE_LABELS, type EntityRole } from "#domain/entities.ts";
import { ENTITY_INVITATIONS_PATH, ENTITY_INVITATION_TTL_DAYS, entityInvitationSchema } from "#domain/entity-people.ts";
import { MAIL_KIND_LABELS, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "#domain/mail.ts";

/** What each role may do, said beside its choice. */
const ROLE_HINTS: Record<EntityRole, string> = {
  signatory: "Sees, acts and signs; invites and revokes people; changes bank details.",
  delegate: "Sees and acts; cannot sign or change bank details.",
  viewer: "Sees figures and documents (an adviser, an accountant).",
  notices: "Receives the chosen notices by e-mail; sees nothing in the portal.",
};

export function InvitePersonForm({ entityId }: { entityId: number }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => ({ name: "", email: "", role: "viewer" as EntityRole, noticeKinds: [] as OptionalMailKind[] }),
    fields: ["name", "email", "role", "noticeKinds"],
    schema: entityInvitationSchema,
    toPayload: (v) => ({ ...v, noticeKinds: v.role === "notices" ? v.noticeKinds : undefined }),
    submit: (payload) => api.post<typeof entityPeopleApi.invite>(ENTITY_INVITATIONS_PATH(entityId), payload),
    failure: "Could not send the invitation",
    onSuccess: () => {
      toast({ title: "Invitation sent", description: `The link works once, for ${ENTITY_INVITATION_TTL_DAYS} days.` });
      form.setValues({ name: "", email: "", role: "viewer", noticeKinds: [] });
      void revalidator.revalidate();
    },
  });
  const toggleKind = (kind: OptionalMailKind) => (event: { target: { checked: boolean } }) =>
    form.setValues((prev) => ({
      ...prev,
      noticeKinds: event.target.checked ? [...prev.noticeKinds, kind] : prev.noticeKinds.filter((k) => k !== kind),
    }));
  const kindsError = form.error("noticeKinds");
  const roleError = form.error("role");
  return (
    <form
      {...form.formProps}
      aria-label="Invite someone"
      className="mt-4 max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <TextField
        label="Name"
        required
        name="name"
        autoComplete="off"
        maxLength={200}
        value={form.values.name}
        onChange={form.set("name")}
        error={form.error("name")}
      />
      <TextField
        label="E-mail address"
        required
        name="email"
        type="email"
        autoComplete="off"
        maxLength={255}
        value={form.values.email}
        onChange={form.set("email")}
        error={form.error("email")}
      />
      <fieldset aria-describedby={roleError ? "invite-role-error" : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Role</legend>
        <div className="space-y-1">
          {ENTITY_ROLES.map((role) => (
            <label key={role} className="flex min-h-11 cursor-pointer items-start gap-2.5 py-1 text-sm text-slate-800">
              <input
                type="radio"
                name="role"
                value={role}
                checked={form.values.role === role}
                onChange={form.set("role")}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="font-semibold">{ENTITY_ROLE_LABELS[role]}</span>
                <span className="block text-slate-600">{ROLE_HINTS[role]}</span>
              </span>
            </label>
          ))}
        </div>
        {roleError ? (
          <p id="invite-role-error" className="mt-1.5 text-sm text-red-700">
            {roleError}
          </p>
        ) : null}
      </fieldset>
      {form.values.role === "notices" ? (
        <fieldset aria-describedby={kindsError ? "invite-kinds-error" : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Notices they receive</legend>
          <div className="flex flex-col">
            {OPTIONAL_MAIL_KINDS.map((kind) => (
              <Checkbox
                key={kind}
                name="noticeKinds"
                value={kind}
                checked={form.values.noticeKinds.includes(kind)}
                onChange={toggleKind(kind)}
              >
                {MAIL_KIND_LABELS[kind]}
              </Checkbox>
            ))}
          </div>
          {kindsError ? (
            <p id="invite-kinds-error" className="mt-1.5 text-sm text-red-700">
              {kindsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Sending..." : "Send invitation"}
      </Button>
    </form>
  );
}
