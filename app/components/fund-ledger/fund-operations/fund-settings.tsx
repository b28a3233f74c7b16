import { ShieldAlert } from "lucide-react";
import { useRevalidator } from "react-router";
import type { SessionUser } from "#domain/auth.ts";
import { fundSettingsInputSchema, type FundSettingsInput, type FundSettingsView } from "#domain/fund-operations.ts";
import { formatDateTime } from "#domain/format.ts";
import { slugOfFund } from "#domain/fund-slug.ts";
import type { FundType } from "#domain/investment.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { fundApi } from "#domain/api/funds.ts";
import { useForm } from "#app/lib/use-form.ts";
import type { AchOriginatorView } from "#domain/ach-payments.ts";
import { AchOriginatorSettings } from "./ach-originator-settings";
import { NO_SETTINGS } from "./fund-figures";

const FIELDS: ReadonlyArray<{ name: keyof FundSettingsInput; label: string; hint?: string }> = [
  { name: "legalName", label: "Legal name" },
  {
    name: "firstClose",
    label: "First close",
    hint: "Nothing of the fund may be dated before it. Until it is entered, the earliest commitment date is used.",
  },
  { name: "bankName", label: "Bank" },
  { name: "accountName", label: "Account name" },
  { name: "accountNumber", label: "Account number" },
  { name: "routingNumber", label: "ABA routing number" },
  { name: "swiftCode", label: "SWIFT/BIC" },
  {
    name: "referenceFormat",
    label: "Reference format",
    hint: "What investors write on their wire. {memberId} is required; {fund} and {number} name the fund and the notice.",
  },
];

/**
 * The fund's legal name and wire instructions, printed on every notice. Super admins edit them;
 * admins read them.
 */
export function FundSettings({
  user,
  fund,
  settings,
  achOriginator,
}: {
  user: SessionUser;
  fund: FundType;
  settings: FundSettingsView | null;
  achOriginator: AchOriginatorView | null;
}) {
  const canEdit = user.role === "super_admin";
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <div>
        <h2 id="settings-heading" className="text-2xl font-semibold text-brand-900">
          Fund settings
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {fund}&apos;s legal name and wire instructions, printed on its notices.{" "}
          {canEdit
            ? "Every change is recorded in the audit log."
            : "Only a super admin can change them; changes are audited."}
        </p>
      </div>
      <p className="flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
        <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        Every notice warns investors that EdFutures never changes its wire instructions by e-mail.
      </p>
      {settings === null ? (
        <div role="note" className="rounded-xl border border-dashed border-gold-400 bg-gold-100 p-5 text-brand-950">
          <p className="font-semibold">{NO_SETTINGS}.</p>
          <p className="mt-1 text-sm">
            {canEdit
              ? "Fill in the form below; calls and distributions can be issued once they are saved."
              : "Ask a super admin to enter them: until then no capital call or distribution can be issued."}
          </p>
        </div>
      ) : null}
      {canEdit ? (
        <Card>
          <CardBody>
            <SettingsForm key={settings?.updatedAt ?? "new"} fund={fund} settings={settings} />
          </CardBody>
        </Card>
      ) : settings ? (
        <Card>
          <CardBody>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {FIELDS.map(({ name, label }) => (
                <div key={name} className="min-w-0">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium break-words text-slate-900">{settings[name]}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs text-slate-600">Last changed {formatDateTime(settings.updatedAt)}</p>
          </CardBody>
        </Card>
      ) : null}
      <AchOriginatorSettings fund={fund} canEdit={canEdit} originator={achOriginator} />
    </section>
  );
}

function SettingsForm({ fund, settings }: { fund: FundType; settings: FundSettingsView | null }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: (): FundSettingsInput => ({
      legalName: settings?.legalName ?? "",
      firstClose: settings?.firstClose ?? "",
      bankName: settings?.bankName ?? "",
      accountName: settings?.accountName ?? "",
      accountNumber: settings?.accountNumber ?? "",
      routingNumber: settings?.routingNumber ?? "",
      swiftCode: settings?.swiftCode ?? "",
      referenceFormat: settings?.referenceFormat ?? "{fund}-{number}-{memberId}",
    }),
    fields: FIELDS.map((field) => field.name),
    schema: fundSettingsInputSchema,
    // An empty first close is left out: the rules then use the earliest commitment date.
    toPayload: ({ firstClose, ...values }) => (firstClose ? { ...values, firstClose } : values),
    submit: (payload) =>
      api.put<typeof fundApi.updateSettings>(`/api/admin/funds/${slugOfFund(fund)}/settings`, payload),
    failure: "Failed to save the wire instructions",
    onSuccess: () => {
      toast({ title: `${fund} wire instructions saved` });
      void revalidator.revalidate();
    },
  });
  return (
    <form {...form.formProps} className="space-y-4" aria-label={`${fund} wire instructions`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ name, label, hint }) => (
          <div key={name} className={name === "legalName" || name === "referenceFormat" ? "sm:col-span-2" : undefined}>
            <Field label={label} required={name !== "firstClose"} error={form.error(name)}>
              {(props) => (
                <Input
                  {...props}
                  name={name}
                  type={name === "firstClose" ? "date" : undefined}
                  autoComplete="off"
                  value={form.values[name] ?? ""}
                  onChange={form.set(name)}
                  {...(hint
                    ? { "aria-describedby": [props["aria-describedby"], `${name}-hint`].filter(Boolean).join(" ") }
                    : {})}
                />
              )}
            </Field>
            {hint ? (
              <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
                {hint}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {settings ? <p className="text-xs text-slate-600">Last changed {formatDateTime(settings.updatedAt)}</p> : null}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Saving..." : "Save wire instructions"}
      </Button>
    </form>
  );
}
