import type { Office } from "#app/content/site.ts";

/** "Madrid, Spain" — the accessible name of an office's controls. */
export function officeName(office: Office): string {
  return `${office.city}, ${office.country}`;
}

/** "+1 (951) 555-0142" -> "tel:+19515550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits}`;
}

/** Offices, distinct time zones and countries, computed from the office list. */
export function officeStats(offices: readonly Office[]) {
  return {
    offices: offices.length,
    timeZones: new Set(offices.map((o) => o.timezone)).size,
    countries: new Set(offices.map((o) => o.country)).size,
  };
}

/** The office named by `id`, else the headquarters, else the first office. */
export function pickOffice(offices: readonly Office[], id?: string | null): Office {
  return offices.find((o) => o.id === id) ?? offices.find((o) => o.isHeadquarters) ?? offices[0];
}

const zoneNames: Record<string, string> = {
  PST: "Pacific Time",
  MST: "Mountain Time",
  CST: "Central Time",
  EST: "Eastern Time",
  GMT: "Greenwich Mean Time",
  CET: "Central European Time",
};

/** "PST" -> "Pacific Time"; undefined for an abbreviation it does not know. */
export function timeZoneName(abbreviation: string): string | undefined {
  return zoneNames[abbreviation];
}
