import { useRevalidator } from "react-router";
import type { offeringApi } from "#domain/api/offerings.ts";
import {
  DEFAULT_CONFIDENTIALITY_NOTICE,
  OFFERING_FUNDS,
  OFFERING_LIMITS,
  offeringCreateSchema,
  offeringUpdateSchema,
  type OfferingSummary,
} from "#domain/offering-inputs.ts";
import { OFFERING_EXEMPTION_LABELS, OFFERING_EXEMPTIONS } from "#domain/offerings.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { SelectField, TextareaField, TextField } from "#app/components/ui/field.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/use-form.ts";

interface Values {
  fundType: string;
  name: string;
  exemption: string;
  minimumCommitment: string;
  firstCloseDate: string;
  finalCloseDate: string;
  requiresQualifiedPurchaser: boolean;
  confidentialityNotice: string;
}

const FIELDS = [
  "fundType",
  "name",
  "exemption",
  "minimumCommitment",
  "firstCloseDate",
  "finalCloseDate",
  "requiresQualifiedPurchaser",
  "confidentialityNotice",
] as const;

const initialOf = (offering: OfferingSummary | null): Values => ({
  fundType: offering?.fundType ?? "Fund II",
  name: offering?.name ?? "",
  exemption: offering?.exemption ?? "506c",
  minimumCommitment: offering ? String(offering.minimumCommitmentCents / 100) : "",
  firstCloseDate: offering?.firstCloseDate ?? "",
  finalCloseDate: offering?.finalCloseDate ?? "",
  requiresQualifiedPurchaser: offering?.requiresQualifiedPurchaser ?? false,
  confidentialityNotice: offering?.confidentialityNotice ?? DEFAULT_CONFIDENTIALITY_NOTICE,
});

/** "250,000" or "250000" as a number of dollars; anything else stays text (the schema names it). */
const dollars = (text: string): number | string => {
  const plain = text.replace(/[\s,$]/g, "");
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
};

/**
 * An offering's details: for a new one (a POST, then `onCreated` with it) or an existing one (a
 * PATCH of the same fields; the page's data reloads). The minimum is in whole dollars.
 */
export function OfferingForm({
  offering,
  onCreated,
  onCancel,
}: {
  offering: OfferingSummary | null;
  onCreated?: (created: OfferingSummary) => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const form = useForm({
    initial: () => initialOf(offering),
    fields: FIELDS,
    schema: offering ? offeringUpdateSchema : offeringCreateSchema,
    toPayload: (v) => ({ ...v, minimumCommitment: dollars(v.minimumCommitment) }),
    submit: async (payload) => {
      if (offering) {
        await api.patch<typeof offeringApi.update>(`/api/admin/offerings/${offering.id}`, payload as never);
      } else {
        onCreated?.(await api.post<typeof offeringApi.create>("/api/admin/offerings", payload as never));
      }
    },
    failure: offering ? "Could not save the offering" : "Could not create the offering",
    onSuccess: () => {
      if (offering) toast({ title: "Offering saved" });
      void revalidator.revalidate();
    },
  });
  const { values, set, error } = form;
  return (
    <form {...form.formProps} noValidate aria-label="Offering details" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Fund" required value={values.fundType} onChange={set("fundType")} error={error("fundType")}>
          {OFFERING_FUNDS.map((fund) => (
            <option key={fund}>{fund}</option>
          ))}
        </SelectField>
        <SelectField
          label="Exemption"
          required
          value={values.exemption}
          onChange={set("exemption")}
          error={error("exemption")}
        >
          {OFFERING_EXEMPTIONS.map((exemption) => (
            <option key={exemption} value={exemption}>
              {OFFERING_EXEMPTION_LABELS[exemption]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <TextField
            label="Name"
            required
            value={values.name}
            onChange={set("name")}
            maxLength={OFFERING_LIMITS.name}
            autoComplete="off"
            error={error("name")}
          />
        </div>
        <TextField
          label="Minimum commitment (US dollars)"
          required
          inputMode="numeric"
          value={values.minimumCommitment}
          onChange={set("minimumCommitment")}
          error={error("minimumCommitment")}
        />
        <div className="flex items-end">
          <Checkbox
            checked={values.requiresQualifiedPurchaser}
            onChange={(event) => form.setValues((v) => ({ ...v, requiresQualifiedPurchaser: event.target.checked }))}
          >
            Qualified purchasers only
          </Checkbox>
        </div>
        <TextField
          label="First close"
          type="date"
          value={values.firstCloseDate}
          onChange={set("firstCloseDate")}
          error={error("firstCloseDate")}
        />
        <TextField
          label="Final close"
          type="date"
          value={values.finalCloseDate}
          onChange={set("finalCloseDate")}
          error={error("finalCloseDate")}
        />
      </div>
      <TextareaField
        label="Confidentiality notice"
        rows={5}
        value={values.confidentialityNotice}
        onChange={set("confidentialityNotice")}
        maxLength={OFFERING_LIMITS.notice}
        error={error("confidentialityNotice")}
      />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={form.pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
          {offering ? (form.pending ? "Saving…" : "Save details") : form.pending ? "Creating…" : "Create offering"}
        </Button>
      </div>
    </form>
  );
}
