import { useId } from "react";
import { Clock, Mail, Phone } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import { portalSupport } from "#app/content/portal/support.ts";
import { cn } from "#app/lib/cn.ts";
import { CardHeading, type CardHeadingLevel } from "./shared";

/** The Resources sidebar's Need Help card: support e-mail, phone and hours from site.ts. */
export function NeedHelpCard({ headingLevel = 3 }: { headingLevel?: CardHeadingLevel }) {
  const headingId = `${useId()}-help`;
  return (
    <Card>
      <CardBody>
        <section aria-labelledby={headingId}>
          <CardHeading level={headingLevel} id={headingId}>
            Need Help?
          </CardHeading>
          <p className="mt-1 text-sm text-slate-600">
            Our investor support team is here for account, document and capital call questions.
          </p>
          <dl className="mt-4 space-y-3 text-sm">
            <div className="flex items-start gap-2">
              <dt className="mt-0.5">
                <Mail aria-hidden="true" className="size-4 text-slate-600" />
                <span className="sr-only">E-mail</span>
              </dt>
              <dd className="min-w-0">
                <a
                  href={portalSupport.emailHref}
                  className="break-all font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {portalSupport.email}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="mt-0.5">
                <Phone aria-hidden="true" className="size-4 text-slate-600" />
                <span className="sr-only">Phone</span>
              </dt>
              <dd>
                <a
                  href={portalSupport.phoneHref}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {portalSupport.phone}
                </a>
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="mt-0.5">
                <Clock aria-hidden="true" className="size-4 text-slate-600" />
                <span className="sr-only">Hours</span>
              </dt>
              <dd className="text-slate-700">{portalSupport.hours}</dd>
            </div>
          </dl>
          <a href={portalSupport.emailHref} className={cn(buttonClass("primary", "sm"), "mt-4 w-full")}>
            Contact Support
          </a>
        </section>
      </CardBody>
    </Card>
  );
}
