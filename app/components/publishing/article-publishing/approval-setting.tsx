import { useRevalidator } from "react-router";
import { approvalSettingSchema } from "#domain/publishing-inputs.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { publishingApi } from "#domain/api/articles.ts";
import { useForm } from "#app/lib/use-form.ts";

/**
 * The firm's approval setting (super admins; decision 0031): with it on, admins submit articles
 * and a super admin approves before anything is published. Saved explicitly, audited on the server.
 * On the form standard (decision 0012): the server's schema, its failure in the toast.
 */
export function ApprovalSetting({ required }: { required: boolean }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const { values, toggle, pending, formProps } = useForm({
    initial: () => ({ required }),
    fields: ["required"],
    schema: approvalSettingSchema,
    toPayload: (v) => v,
    submit: (payload) => api.put<typeof publishingApi.updateSettings>("/api/news/publishing-settings", payload),
    failure: "Failed to save the setting",
    onSuccess: () => {
      toast({
        title: "Publishing setting saved",
        description: values.required
          ? "Admins now submit articles for a super admin's approval."
          : "Admins publish and schedule articles themselves.",
      });
      void revalidator.revalidate();
    },
  });

  return (
    <Card>
      <CardBody>
        <h3 className="text-base font-semibold text-brand-900">Compliance review</h3>
        <p className="mt-1 text-sm text-slate-700">
          Currently {required ? "a super admin approves every publication" : "admins publish directly"}.
        </p>
        <form {...formProps} className="mt-3 flex flex-wrap items-center gap-4">
          <Checkbox name="required" checked={values.required} onChange={toggle("required")}>
            Require a super admin&apos;s approval before anything is published
          </Checkbox>
          <Button type="submit" variant="outline" size="sm" aria-disabled={pending || undefined}>
            {pending ? "Saving..." : "Save setting"}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
