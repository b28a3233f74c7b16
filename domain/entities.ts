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

/**
 * What each role may do on its entity (decision 0060): the one place the portal and the API ask.
 * A notices grant may do none of these: it receives its chosen notice kinds and sees nothing.
 */
export const ENTITY_ABILITIES = {
  /** See the entity's figures, documents, people and masked details. */
  see: ["signatory", "delegate", "viewer"],
  /** Act for it: fill in forms, upload its tax form. */
  act: ["signatory", "delegate"],
  /** See its full tax ID (every reveal audited). */
  reveal_tax_id: ["signatory", "delegate"],
  /** Sign for it, invite and revoke its people, change or confirm its bank account. */
  sign: ["signatory"],
  manage_people: ["signatory"],
  change_bank: ["signatory"],
} as const satisfies Record<string, readonly EntityRole[]>;
export type EntityAbility = keyof typeof ENTITY_ABILITIES;

/** Whether a role may do something on its entity. */
export function entityRoleMay(role: EntityRole, ability: EntityAbility): boolean {
  return (ENTITY_ABILITIES[ability] as readonly EntityRole[]).includes(role);
}

/** Why a role cannot end (a 409): an entity keeps at least one signatory. */
export const LAST_SIGNATORY =
  "This is the account's only signatory: an account must keep at least one. Add another signatory first.";

/** What a person who sees an entity but may not do this is told (a 403). */
export const ENTITY_FORBIDDEN = "Your role on this account does not allow this";

/** The answer for an entity id the person holds no live seeing grant on, as for a missing one. */
export const ENTITY_NOT_FOUND = "Account not found";

/** The largest id a database integer holds (an `?entity=` beyond it names no entity). */
const MAX_ENTITY_ID = 2_147_483_647;

/** What a malformed `?entity=` is told (the field is named in the 400's field errors). */
export const ENTITY_QUERY_MESSAGE = "Must be a positive whole number";

/**
 * `?entity=<id>`: the investing entity a portal page or `/api/investor/*` call reads (decision 0060,
 * the URL carries it). Undefined for none; null when it is not a positive whole number. Without
 * zod: the portal's client bundle uses this module.
 */
export function entityIdFrom(raw: string | null | undefined): number | undefined | null {
  if (raw === null || raw === undefined) return undefined;
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ENTITY_ID ? Number(raw) : null;
}

/** The path of an entity's page with its `?entity=` (and other search parameters) kept. */
export function withEntity(path: string, entityId: number | null | undefined, search?: URLSearchParams): string {
  const params = new URLSearchParams(search);
  if (entityId) params.set("entity", String(entityId));
  else params.delete("entity");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One fund's or one entity's figures on All accounts, in cents (a NAV share not yet valued is 0). */
export interface AccountFigures {
  commitmentCents: number;
  contributedCents: number;
  unfundedCents: number;
  distributedCents: number;
  navShareCents: number;
}

/** All accounts: every entity the person may see, per fund, with totals (decision 0060). */
export interface AccountsSummary {
  accounts: Array<PortalEntity & { funds: Array<AccountFigures & { fundType: string }>; total: AccountFigures }>;
  total: AccountFigures;
}

/** An entity the person holds a live seeing grant on, as the portal's header and switcher show it. */
export interface PortalEntity {
  entityId: number;
  legalName: string;
  memberId: string;
  kind: EntityKind;
  role: EntityRole;
  /** Whether it is the person's own holding (their name, their member ID). */
  own: boolean;
}
