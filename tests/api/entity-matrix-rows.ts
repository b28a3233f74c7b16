// Rows of the entity authorization matrix (decision 0060, slice 6): every page and API route that
// reads or acts on one investing entity, and the status each kind of person gets. Allowed callers
// get harmless requests (a read, or a write with a bad body answered 400 after the access check).
import type { MatrixRecords, Principal } from "./entity-principals.ts";

export interface EntityRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as registered (API rows), to prove every entity-scoped route has a row. */
  route?: string;
  path: (records: MatrixRecords) => string;
  body?: unknown;
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
  // Another's entity: only its own person, whatever their grants elsewhere.
  {
    method: "GET",
    path: ({ strangersEntity }) => `/api/investor/portfolio?entity=${strangersEntity}`,
    expect: { owner: 404, delegate: 404, viewer: 404, notices: 404, stranger: 200, revoked: 404 },
  },
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
