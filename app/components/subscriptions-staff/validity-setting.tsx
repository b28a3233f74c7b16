import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { subscriptionReviewApi } from "#domain/api/subscription-review.ts";
import { ACCREDITATION_VALID_DAYS_MAX } from "#domain/subscription-review.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";

/** Super admins: how many days a verified accreditation stays valid (audited; later decisions use it). */
export function ValiditySetting({ days }: { days: number }) {
  const revalidator = useRevalidator();
  const [value, setValue] = useState(String(days));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await api.put<typeof subscriptionReviewApi.updateValidity>(
        "/api/admin/settings/accreditation-validity",
        { days: Number(value) },
      );
      setMessage({ ok: true, text: `Saved: ${saved.days} days` });
      void revalidator.revalidate();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : "Could not save" });
    }
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2" aria-label="Accreditation validity">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Verifications valid for (days)
        </label>
        <Input
          id={id}
          type="number"
          min={1}
          max={ACCREDITATION_VALID_DAYS_MAX}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="w-28"
        />
      </div>
      <Button type="submit" variant="outline">
        Save
      </Button>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
