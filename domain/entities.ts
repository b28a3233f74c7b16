// Investing entities (the investors of record) and the roles people hold on them (decision 0060).

/** What kind of investor of record an entity is: the specification's investor types, refined. */
export const ENTITY_KINDS = [
  "individual",
  "joint",
  "trust",
  "ira",
  "company",
  "family_office",
  "pension_fund",
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export const ENTITY_KIND_LABELS: Record<EntityKind, string> = {
  individual: "Individual",
  joint: "Joint account",
  trust: "Trust",
  ira: "IRA or other custodial account",
  company: "LLC, corporation or partnership",
  family_office: "Family office",
  pension_fund: "Pension fund",
};

/** A users row's investor type (the original specification's list) as the kind of its own holding. */
export const KIND_OF_INVESTOR_TYPE: Record<string, EntityKind> = {
  individual: "individual",
  entity: "company",
  trust: "trust",
  family_office: "family_office",
  pension_fund: "pension_fund",
};

/**
 * A person's role on one entity:
 * - signatory: sees, acts, signs, changes bank details, invites and revokes people;
 * - delegate: sees and acts (fills forms), cannot sign or change bank details;
 * - viewer: sees figures and documents (an adviser, an accountant);
 * - notices: receives the chosen notice kinds only, sees nothing in the portal.
 */
export const ENTITY_ROLES = ["signatory", "delegate", "viewer", "notices"] as const;
export type EntityRole = (typeof ENTITY_ROLES)[number];

export const ENTITY_ROLE_LABELS: Record<EntityRole, string> = {
  signatory: "Signatory",
  delegate: "Delegate",
  viewer: "View only",
  notices: "Notices only",
};

/** The roles that see the entity's figures and documents in the portal. */
export const SEEING_ROLES: readonly EntityRole[] = ["signatory", "delegate", "viewer"];

export const canSee = (role: EntityRole) => SEEING_ROLES.includes(role);
export const canAct = (role: EntityRole) => role === "signatory" || role === "delegate";
export const canSign = (role: EntityRole) => role === "signatory";
