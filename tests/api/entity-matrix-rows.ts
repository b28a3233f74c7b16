// Rows of the entity authorization matrix (decision 0060, slice 6): every page and API route that
// reads or acts on one investing entity (every /api/investor route, checked by the test), and the status each kind of person gets. Allowed callers
// get harmless requests (a read, or a write with a bad body answered 400 after the access check).
import { renderPdf } from "#server/features/documents/pdf.ts";
import type { MatrixRecords, Principal } from "./entity-principals.ts";
import type { Part } from "./multipart-body.ts";

export interface EntityRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as registered (API rows), to prove every entity-scoped route has a row. */
  route?: string;
  path: (records: MatrixRecords) => string;
  body?: unknown;
  /** A multipart/form-data body instead of JSON (an upload). */
  multipart?: Part[];
  expect: Record<Principal, number>;
}

/** The people who see the entity get `ok`; everyone else the 404 of a record they may not see. */
export const seeing = (ok: number): Record<Principal, number> => ({
  owner: ok,
  delegate: ok,
  viewer: ok,
  notices: 404,
  stranger: 404,
  revoked: 404,
});

/** What the portal's figures read for the entity named by `?entity=`. */
export const READ_ROWS: EntityRow[] = [
  ...["portfolio", "holdings", "capital-calls", "documents", "profile"].map((name): EntityRow => ({
    method: "GET",
    route: `/api/investor/${name}`,
    path: ({ entity }) => `/api/investor/${name}?entity=${entity}`,
    expect: seeing(200),
  })),
  {
    method: "GET",
    route: "/api/investor/documents/:id",
    path: ({ document }) => `/api/investor/documents/${document}`,
    expect: seeing(200),
  },
  {
    method: "GET",
    route: "/api/investor/documents/:id/download",
    path: ({ document }) => `/api/investor/documents/${document}/download`,
    expect: seeing(200),
  },
  {
    method: "GET",
    route: "/api/investor/capital-calls/:id/notice",
    path: ({ callPart }) => `/api/investor/capital-calls/${callPart}/notice`,
    expect: seeing(200),
  },
  {
    method: "GET",
    route: "/api/investor/statements/:period",
    path: ({ entity, quarter }) => `/api/investor/statements/${quarter}?entity=${entity}`,
    expect: seeing(200),
  },
  // Every account the person may see, consolidated (decision 0069): not one entity's, so each
  // person (each here has a holding of their own) gets the statement of the accounts they may see.
  {
    method: "GET",
    route: "/api/investor/statements/:period/consolidated",
    path: ({ quarter }) => `/api/investor/statements/${quarter}/consolidated`,
    expect: { owner: 200, delegate: 200, viewer: 200, notices: 200, stranger: 200, revoked: 200 },
  },
  // Another's entity: only its own person, whatever their grants elsewhere.
  {
    method: "GET",
    path: ({ strangersEntity }) => `/api/investor/portfolio?entity=${strangersEntity}`,
    expect: { owner: 404, delegate: 404, viewer: 404, notices: 404, stranger: 200, revoked: 404 },
  },
];

/** A role that sees the entity but may not do this: 403; unseen: 404 (ENTITY_ABILITIES). */
const only = (roles: Array<"owner" | "delegate">, ok: number): Record<Principal, number> => ({
  owner: roles.includes("owner") ? ok : 403,
  delegate: roles.includes("delegate") ? ok : 403,
  viewer: 403,
  notices: 404,
  stranger: 404,
  revoked: 404,
});
const everyone = (status: number): Record<Principal, number> => ({
  owner: status,
  delegate: status,
  viewer: status,
  notices: status,
  stranger: status,
  revoked: status,
});

/** What the people on the entity do for it: its people, invitations, tax details and bank account. */
export const ACT_ROWS: EntityRow[] = [
  {
    method: "GET",
    route: "/api/investor/entities/:entityId/people",
    path: ({ entity }) => `/api/investor/entities/${entity}/people`,
    expect: seeing(200),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:entityId/invitations",
    path: ({ entity }) => `/api/investor/entities/${entity}/invitations`,
    body: { name: "Matrix Guest", email: "matrix.guest@example.com", role: "viewer" },
    expect: only(["owner"], 201),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:entityId/people/:grantId",
    path: ({ entity }) => `/api/investor/entities/${entity}/people/999999`,
    expect: only(["owner"], 404),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:entityId/invitations/:invitationId",
    path: ({ entity }) => `/api/investor/entities/${entity}/invitations/999999`,
    expect: only(["owner"], 404),
  },
  // The invitation names its entity through its token alone.
  {
    method: "POST",
    route: "/api/investor/entity-invitations/accept",
    path: () => "/api/investor/entity-invitations/accept",
    body: {},
    expect: everyone(400),
  },
  {
    method: "GET",
    route: "/api/investor/entities/:id/tax-bank",
    path: ({ entity }) => `/api/investor/entities/${entity}/tax-bank`,
    expect: seeing(200),
  },
  {
    method: "PUT",
    route: "/api/investor/entities/:id/tax-details",
    path: ({ entity }) => `/api/investor/entities/${entity}/tax-details`,
    body: { taxClassification: "trust", taxId: "12-3456789" },
    expect: only(["owner", "delegate"], 200),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:id/tax-id/reveal",
    path: ({ entity }) => `/api/investor/entities/${entity}/tax-id/reveal`,
    expect: only(["owner", "delegate"], 200),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:id/tax-form",
    path: ({ entity }) => `/api/investor/entities/${entity}/tax-form`,
    multipart: [
      { name: "kind", value: "W-9" },
      {
        name: "file",
        fileName: "w9.pdf",
        type: "application/pdf",
        bytes: Buffer.from(renderPdf({ title: "W-9", date: "2026-01-01", lines: ["Matrix"] })),
      },
    ],
    expect: only(["owner", "delegate"], 200),
  },
  {
    method: "GET",
    route: "/api/investor/entities/:id/tax-form/download",
    path: ({ entity }) => `/api/investor/entities/${entity}/tax-form/download`,
    expect: seeing(200),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:id/bank-account",
    path: ({ entity }) => `/api/investor/entities/${entity}/bank-account`,
    body: {
      bankName: "Matrix Bank",
      accountName: "Mitchell Family Trust",
      routingNumber: "021000021",
      accountNumber: "000123456789",
    },
    expect: only(["owner"], 201),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:id/bank-account/pending",
    path: ({ entity }) => `/api/investor/entities/${entity}/bank-account/pending`,
    expect: only(["owner"], 200),
  },
];

/** The staff's routes on an entity: every person here is an investor, refused. */
export const STAFF_ROWS: EntityRow[] = [
  ...["transfers", "people", "tax-form"].map((name): EntityRow => ({
    method: "GET",
    path: ({ entity }) => `/api/admin/entities/${entity}/${name}`,
    expect: everyone(403),
  })),
  { method: "GET", path: ({ entity }) => `/api/admin/entities/${entity}`, expect: everyone(403) },
  { method: "GET", path: ({ entity }) => `/admin-portal/entities/${entity}`, expect: everyone(403) },
];

/** The portal's pages for the entity. */
export const PAGE_ROWS: EntityRow[] = [
  { method: "GET", path: ({ entity }) => `/investment-dashboard?entity=${entity}`, expect: seeing(200) },
  { method: "GET", path: ({ entity }) => `/investor-profile?entity=${entity}`, expect: seeing(200) },
  { method: "GET", path: ({ entity }) => `/accounts/${entity}`, expect: seeing(200) },
  { method: "GET", path: ({ entity }) => `/accounts/${entity}/tax-and-bank`, expect: seeing(200) },
];

/**
 * Routes under /api/investor that read no one entity: the person's own consent and fund-wide
 * resources. Every other /api/investor route, and every route naming `:entityId`, needs a row.
 */
export const NOT_ENTITY_SCOPED = new Set([
  "GET /api/investor/edelivery-consent",
  "POST /api/investor/edelivery-consent",
  "GET /api/investor/resources",
  "GET /api/investor/resources/:id/download",
]);
