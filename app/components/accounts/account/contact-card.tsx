import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import {
  ACCOUNT_API,
  contactDetailsSchema,
  MAILING_ADDRESS_MAX,
  PHONE_MAX,
  type ContactDetails,
} from "#domain/account.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { api } from "#app/lib/api-client.ts";
import type { accountApi } from "#domain/api/account.ts";
import { useForm } from "#app/lib/use-form.ts";
import { StatusLine } from "./status-line";

/**
 * An investor's phone and mailing address (the investor profile's "Update Contact Information"
 * comes here, to #contact). Staff see the values in user management and the change in the audit log.
 */
export function ContactCard({ contact }: { contact: ContactDetails }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initial: () => ({ phone: contact.phone ?? "", mailingAddress: contact.mailingAddress ?? "" }),
    fields: ["phone", "mailingAddress"],
    schema: contactDetailsSchema,
    toPayload: (values) => values,
    submit: async (payload) => {
      setSuccess(null);
      setFailure(null);
      const saved = await api.put<typeof accountApi.contact>(ACCOUNT_API.contact, payload);
      form.setValues({ phone: saved.contact.phone ?? "", mailingAddress: saved.contact.mailingAddress ?? "" });
      setSuccess("Your contact details have been saved.");
    },
    failure: "Contact details not saved",
    onError: setFailure,
    onSuccess: () => void revalidator.revalidate(),
  });

  // Arriving from "Update Contact Information" (/account#contact): start in the first field.
  useEffect(() => {
    if (location.hash === "#contact") {
      sectionRef.current?.scrollIntoView({ block: "start" });
      sectionRef.current?.querySelector<HTMLElement>("input[name=phone]")?.focus({ preventScroll: true });
    }
  }, [location.hash]);

  return (
    <section id="contact" ref={sectionRef} aria-labelledby="contact-heading" className="scroll-mt-24">
      <Card>
        <CardBody>
          <h2 id="contact-heading" className="text-xl font-semibold text-brand-900">
            Contact details
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Where investor relations can reach you and where paper notices are mailed. Leave a field empty to remove it.
          </p>
          <form {...form.formProps} aria-labelledby="contact-heading" className="mt-5 grid max-w-md gap-4">
            <Field label="Phone" error={form.error("phone")}>
              {(p) => (
                <Input
                  {...p}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={PHONE_MAX}
                  value={form.values.phone}
                  onChange={form.set("phone")}
                />
              )}
            </Field>
            <Field label="Mailing address" error={form.error("mailingAddress")}>
              {(p) => (
                <Textarea
                  {...p}
                  name="mailingAddress"
                  autoComplete="street-address"
                  rows={4}
                  maxLength={MAILING_ADDRESS_MAX}
                  value={form.values.mailingAddress}
                  onChange={form.set("mailingAddress")}
                />
              )}
            </Field>
            <StatusLine success={success} error={failure} />
            <div>
              <Button type="submit" aria-disabled={form.pending || undefined}>
                {form.pending ? "Saving..." : "Save contact details"}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
    </section>
  );
}
