/** The parts of a person's name the records hold; staff and investor accounts also have a username. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  username?: string;
}

/**
 * How a person is named on every page, document and audit line: "First Last", whichever of the two
 * is set when only one is, else the username (accounts may have no name), else "".
 */
export function displayName(person: PersonName): string {
  const name = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(" ");
  return name || person.username || "";
}
