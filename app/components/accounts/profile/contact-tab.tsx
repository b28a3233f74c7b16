import { Mail, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { InvestorProfile } from "#domain/investor-portal.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#domain/format.ts";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

const BUTTON_WRAP = "mt-6 h-auto min-h-11 py-2 text-center whitespace-normal";

const notOnFile = <span className="font-normal text-slate-600">Not on file</span>;

/**
 * Contact details as held by the firm. An investor changes their phone and mailing address on
 * their account page ("Update Contact Information" goes to /account#contact, decision 0029);
 * name, e-mail and investor type still change through investor relations (identity checks). A
 * viewer holds no contact details of their own here: their button e-mails investor relations.
 */
export function ContactTab({ profile, viewer = false }: { profile: InvestorProfile; viewer?: boolean }) {
  const funds = profile.fundAccess.map((f) => f.fund).join(", ") || "None";
  const subject = `Contact information update – ${profile.memberId}`;
  const mailto = `mailto:${site.supportEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className="space-y-6">
      <Card>
        <CardBody>
          <h2 className="text-xl font-semibold text-brand-900">Contact Information</h2>
          <dl className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Full Name">{profile.fullName}</Field>
            <Field label="Member ID">{profile.memberId}</Field>
            <Field label="Investor Type">{profile.investorType}</Field>
            <Field label="Date Joined">
              <time dateTime={profile.dateJoined}>{formatDate(profile.dateJoined)}</time>
            </Field>
            <Field label="Fund Associations">{funds}</Field>
            <Field label="Email">
              <a href={`mailto:${profile.email}`} className="text-brand-700 underline-offset-2 hover:underline">
                {profile.email}
              </a>
            </Field>
            <Field label="Phone">{profile.phone ?? notOnFile}</Field>
            <Field label="Mailing Address">
              {profile.mailingAddress ? (
                <span className="whitespace-pre-line">{profile.mailingAddress}</span>
              ) : (
                notOnFile
              )}
            </Field>
          </dl>
          {/* The label wraps on the narrowest phones rather than running past the card. */}
          {viewer ? (
            <>
              <a href={mailto} className={cn(buttonClass("primary", "md"), BUTTON_WRAP)}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                Update Contact Information
              </a>
              <p className="mt-2 text-sm text-slate-600">
                For your security, changes are made by our investor relations team after verifying your identity.
              </p>
            </>
          ) : (
            <>
              <Link to="/account#contact" className={cn(buttonClass("primary", "md"), BUTTON_WRAP)}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Update Contact Information
              </Link>
              <p className="mt-2 text-sm text-slate-600">
                Change your phone and mailing address on your account page. For a new name or e-mail address, contact
                our investor relations team.
              </p>
            </>
          )}
        </CardBody>
      </Card>
      <section aria-labelledby="fund-access-heading">
        <h2 id="fund-access-heading" className="text-xl font-semibold text-brand-900">
          Fund Access
        </h2>
        {profile.fundAccess.length === 0 ? (
          <p className="mt-3 text-slate-700">You have access to general resources only.</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {profile.fundAccess.map((access) => (
              <li key={access.fund}>
                <Card className="p-5">
                  <p className="font-semibold text-brand-900">{access.fund}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    {access.grantedAt ? (
                      <>
                        Access granted <time dateTime={access.grantedAt}>{formatDate(access.grantedAt)}</time>
                      </>
                    ) : (
                      "Access granted"
                    )}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
