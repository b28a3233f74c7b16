import {
  EVENT_TIME_ZONES,
  firmEventInputSchema,
  MEETING_TYPES,
  type FirmEvent,
  type FirmEventInput,
} from "#domain/firm-event.ts";
import { FUND_TYPES } from "#domain/investment.ts";
import { Field, Input, NativeSelect } from "#app/components/ui/field.tsx";
import { FormActions } from "#app/components/staff/content-tab-kit.tsx";
import { DescriptionField, WideTextField } from "#app/components/staff/dialog-form-kit.tsx";
import { useDialogForm, type FormDialog } from "#app/components/staff/use-form-dialog.ts";
import { api } from "#app/lib/api-client.ts";
import type { firmEventApi } from "#domain/api/staff.ts";

const ZONE_LABELS: Record<(typeof EVENT_TIME_ZONES)[number], string> = {
  "America/New_York": "Eastern",
  "America/Chicago": "Central",
  "America/Denver": "Mountain",
  "America/Los_Angeles": "Pacific",
};

type FormValues = Record<
  "title" | "date" | "time" | "timeZone" | "durationMinutes" | "type" | "location" | "description" | "fundType",
  string
>;
const FIELD_ORDER = [
  "title",
  "date",
  "time",
  "timeZone",
  "durationMinutes",
  "type",
  "fundType",
  "location",
  "description",
] as const;

function initialValues(item: FirmEvent | null): FormValues {
  return {
    title: item?.title ?? "",
    date: item?.date ?? "",
    time: item?.time ?? "",
    timeZone: item?.timeZone ?? "America/New_York",
    durationMinutes: item ? String(item.durationMinutes) : "60",
    type: item?.type ?? "Virtual Meeting",
    location: item?.location ?? "",
    description: item?.description ?? "",
    fundType: item?.fundType ?? "",
  };
}

/** The body of /api/firm-events: the form's fields, the duration as a number, "" as every investor. */
function toPayload(values: FormValues): FirmEventInput {
  return {
    ...values,
    timeZone: values.timeZone as FirmEventInput["timeZone"],
    type: values.type as FirmEventInput["type"],
    fundType: values.fundType === "" ? null : (values.fundType as FirmEventInput["fundType"]),
    durationMinutes:
      values.durationMinutes.trim() === "" ? (undefined as unknown as number) : Number(values.durationMinutes),
  };
}

/** Add or edit a firm event (the Events tab's dialog). */
export function EventForm({ form }: { form: FormDialog<FirmEvent> }) {
  const { values, set, error, formProps } = useDialogForm(form, {
    initial: () => initialValues(form.editing),
    fields: FIELD_ORDER,
    schema: firmEventInputSchema,
    toPayload,
    save: (payload, editing) =>
      editing
        ? api.put<typeof firmEventApi.update>(`/api/firm-events/${editing.id}`, payload)
        : api.post<typeof firmEventApi.create>("/api/firm-events", payload),
  });
  return (
    <form {...formProps}>
      <div className="grid gap-4 sm:grid-cols-2">
        <WideTextField form={{ values, set, error }} name="title" label="Title" autoFocus />
        <Field label="Date" required error={error("date")}>
          {(p) => <Input {...p} name="date" type="date" required value={values.date} onChange={set("date")} />}
        </Field>
        <Field label="Start time" required error={error("time")}>
          {(p) => <Input {...p} name="time" type="time" required value={values.time} onChange={set("time")} />}
        </Field>
        <Field label="Time zone" required error={error("timeZone")}>
          {(p) => (
            <NativeSelect {...p} name="timeZone" required value={values.timeZone} onChange={set("timeZone")}>
              {EVENT_TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {ZONE_LABELS[zone]} ({zone})
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Duration (minutes)" required error={error("durationMinutes")}>
          {(p) => (
            <Input
              {...p}
              name="durationMinutes"
              type="number"
              inputMode="numeric"
              min={15}
              max={1440}
              step={15}
              required
              value={values.durationMinutes}
              onChange={set("durationMinutes")}
            />
          )}
        </Field>
        <Field label="Type" required error={error("type")}>
          {(p) => (
            <NativeSelect {...p} name="type" required value={values.type} onChange={set("type")}>
              {MEETING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Shown to" error={error("fundType")}>
          {(p) => (
            <NativeSelect {...p} name="fundType" value={values.fundType} onChange={set("fundType")}>
              <option value="">All investors</option>
              {FUND_TYPES.map((fund) => (
                <option key={fund} value={fund}>
                  {fund} investors
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <WideTextField form={{ values, set, error }} name="location" label="Location" />
        <DescriptionField form={{ values, set, error }} />
      </div>
      <FormActions submitLabel={form.submitLabel} pending={form.pending} onCancel={() => form.setOpen(false)} />
    </form>
  );
}
