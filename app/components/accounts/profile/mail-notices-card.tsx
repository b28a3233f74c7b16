import {
  MAIL_PREFERENCES_PATH,
  mailPreferencesSchema,
  OPTIONAL_MAIL_KINDS,
  OPTIONAL_MAIL_LABELS,
  type MailPreferences,
} from "#domain/mail.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { useToast } from "#app/components/ui/toaster.tsx";
import { api } from "#app/lib/api-client.ts";
import type { accountApi } from "#domain/api/account.ts";
import { useForm } from "#app/lib/use-form.ts";

/** The id the account page links to (`/investor-profile#email-notices`). */
export const MAIL_NOTICES_ID = "email-notices";

/**
 * The investor's choice of optional e-mail notices (decision 0026). Each notice only says that
 * something new is in the portal; security messages always go and are not listed as a choice.
 */
export function MailNoticesCard({ preferences }: { preferences: MailPreferences }) {
  const toast = useToast();
  const form = useForm({
    initial: () => preferences,
    fields: OPTIONAL_MAIL_KINDS,
    schema: mailPreferencesSchema,
    toPayload: (values) => values,
    submit: (payload) => api.put<typeof accountApi.updateMailPreferences>(MAIL_PREFERENCES_PATH, payload),
    failure: "Failed to save e-mail notices",
    onSuccess: () => toast({ title: "E-mail notices saved" }),
  });

  return (
    <Card id={MAIL_NOTICES_ID} className="scroll-mt-24">
      <CardBody>
        <form {...form.formProps}>
          <fieldset>
            <legend className="text-xl font-semibold text-brand-900">E-mail notices</legend>
            <p className="mt-2 max-w-2xl text-sm text-slate-700">
              Choose which notices we e-mail you. A notice only tells you that something new is in your portal: no
              amount or document is ever sent by e-mail. Security messages (a password change, a sign-in setting, a
              password reset) are always sent.
            </p>
            <div className="mt-3 flex flex-col">
              {OPTIONAL_MAIL_KINDS.map((kind) => (
                <Checkbox key={kind} name={kind} checked={form.values[kind]} onChange={form.toggle(kind)}>
                  {OPTIONAL_MAIL_LABELS[kind]}
                </Checkbox>
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="mt-4" disabled={form.pending}>
            {form.pending ? "Saving..." : "Save"}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
