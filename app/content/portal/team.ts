import { site } from "#app/content/site.ts";

/**
 * The Investor Portal's Investment Team directory: firm-wide sample content (decision 0011: it
 * lives in a typed module until staff need to edit it). Offices are referenced by id from site.ts,
 * so a renamed or moved office changes here too.
 */
export type OfficeId = (typeof site.offices)[number]["id"];

export interface TeamMember {
  id: string;
  name: string;
  title: string;
  /** Short focus line, e.g. "Fund I · Real estate acquisitions". */
  focus: string;
  bio: string;
  email: string;
  officeId: OfficeId;
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: "margaret-ellison",
    name: "Margaret Ellison",
    title: "Managing Partner",
    focus: "Firm strategy · Both funds",
    bio: "Leads the investment committee and investor relationships across both funds after two decades in education-sector private equity.",
    email: "m.ellison@edfutures.com",
    officeId: "wildomar",
  },
  {
    id: "daniel-okafor",
    name: "Daniel Okafor",
    title: "Partner, Real Estate",
    focus: "Fund I · Acquisitions and development",
    bio: "Sources and structures Fund I's education, hospitality and workforce training properties across North America.",
    email: "d.okafor@edfutures.com",
    officeId: "ontario",
  },
  {
    id: "lucia-ferrer",
    name: "Lucía Ferrer",
    title: "Director, European Real Estate",
    focus: "Fund I · Spain and Western Europe",
    bio: "Manages Fund I's European properties, including the Barcelona and Madrid assets, from acquisition through stabilization.",
    email: "l.ferrer@edfutures.com",
    officeId: "barcelona",
  },
  {
    id: "james-whitfield",
    name: "James Whitfield",
    title: "Partner, Growth Equity",
    focus: "Fund II · Software and clean tech",
    bio: "Leads Fund II's growth and expansion stage investments in software, energy technology and digital platforms.",
    email: "j.whitfield@edfutures.com",
    officeId: "london",
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    title: "Vice President, Structured Assets",
    focus: "Fund II · Receivables, LLC interests and IP",
    bio: "Underwrites Fund II's receivables, LLC interests and intellectual property licensing positions.",
    email: "p.raman@edfutures.com",
    officeId: "new-york",
  },
  {
    id: "carlos-mendez",
    name: "Carlos Méndez",
    title: "Director, Portfolio Operations",
    focus: "Both funds · Value creation",
    bio: "Works with portfolio management teams on operating plans, reporting and board governance after closing.",
    email: "c.mendez@edfutures.com",
    officeId: "madrid",
  },
  {
    id: "rachel-kim",
    name: "Rachel Kim",
    title: "Head of Investor Relations",
    focus: "Investor servicing · Capital calls and reporting",
    bio: "Your first contact for capital calls, distributions, statements and tax documents.",
    email: "r.kim@edfutures.com",
    officeId: "wildomar",
  },
];

/** Initials for an avatar, e.g. "Lucía Ferrer" → "LF". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** The office a team member works from. */
export function officeOf(member: TeamMember) {
  return site.offices.find((office) => office.id === member.officeId);
}
