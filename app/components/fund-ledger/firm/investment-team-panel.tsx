import { useId } from "react";
import { Mail, MapPin } from "lucide-react";
import { site } from "#app/content/site.ts";
import { initialsOf, officeOf, teamMembers, type TeamMember } from "#app/content/portal/team.ts";
import { PanelHeader } from "./shared";

function MemberCard({ member, idPrefix }: { member: TeamMember; idPrefix: string }) {
  const headingId = `${idPrefix}-${member.id}`;
  const office = officeOf(member);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        {/* Initials only: no external images. Decorative, the name follows as text. */}
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-base font-semibold text-white"
        >
          {initialsOf(member.name)}
        </div>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-brand-900">
            {member.name}
          </h3>
          <p className="text-sm font-medium text-slate-700">{member.title}</p>
          <p className="mt-0.5 text-sm text-gold-700">{member.focus}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-slate-700">{member.bio}</p>
      <dl className="mt-auto space-y-2 pt-4 text-sm">
        <div className="flex items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-slate-600" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="min-w-0">
            <a
              href={`mailto:${member.email}`}
              className="break-all font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {member.email}
            </a>
          </dd>
        </div>
        {office && (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-4 text-slate-600" />
              <span className="sr-only">Office</span>
            </dt>
            <dd className="text-slate-700">
              {office.city}, {office.country}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}

/**
 * The Investor Portal's Investment Team tab: the directory from content/portal/team.ts, offices
 * from site.ts. Renders its own h2; each person is an h3 in a list.
 */
export function InvestmentTeamPanel({ members = teamMembers }: { members?: readonly TeamMember[] }) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <PanelHeader id={titleId} title="Investment Team">
        <p>
          The people behind {site.name}&rsquo;s funds. Write to anyone directly, or to{" "}
          <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-4">
            {site.supportEmail}
          </a>{" "}
          if you are not sure who to ask.
        </p>
      </PanelHeader>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {members.map((member) => (
          <li key={member.id}>
            <MemberCard member={member} idPrefix={titleId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
