import { Clock, Mail, MapPin, Phone, Star } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Card, CardBody } from "#app/components/ui/card.tsx";
import type { Office } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";
import { telHref, timeZoneName } from "./office-format";

/** City, country, address, phone, e-mail and time zone of the selected office. */
export function OfficeDetailCard({
  office,
  className,
  ref,
}: {
  office: Office;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const zone = timeZoneName(office.timezone);
  return (
    <Card ref={ref} id="office-details" className={cn("scroll-mt-24 overflow-hidden", className)}>
      <div className="h-1.5 bg-gradient-to-r from-brand-800 via-brand-600 to-gold-400" aria-hidden="true" />
      <CardBody>
        <p className="text-xs font-semibold tracking-wider text-gold-700 uppercase">Selected office</p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div>
            <h3 id="office-details-title" className="font-serif text-2xl font-bold text-brand-900">
              {office.city}
            </h3>
            <p className="text-slate-600">{office.country}</p>
          </div>
          {office.isHeadquarters ? (
            <Badge tone="gold" className="gap-1 px-3 py-1 text-sm">
              <Star aria-hidden="true" className="size-3.5 fill-current" />
              Headquarters
            </Badge>
          ) : null}
        </div>
        <dl className="mt-6 space-y-4 text-sm">
          <Detail icon={<MapPin className="size-4" />} label="Address">
            <address className="not-italic">{office.address}</address>
          </Detail>
          <Detail icon={<Phone className="size-4" />} label="Phone">
            <a
              href={telHref(office.phone)}
              className="inline-block py-0.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {office.phone}
            </a>
          </Detail>
          <Detail icon={<Mail className="size-4" />} label="E-mail">
            <a
              href={`mailto:${office.email}`}
              className="inline-block py-0.5 font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {office.email}
            </a>
          </Detail>
          <Detail icon={<Clock className="size-4" />} label="Time zone">
            {zone ? `${zone} (${office.timezone})` : office.timezone}
          </Detail>
        </dl>
      </CardBody>
    </Card>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11">
      <dt className="font-semibold text-brand-900">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 grid size-8 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}
