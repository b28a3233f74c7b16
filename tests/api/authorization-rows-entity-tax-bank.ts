// Rows of the authorization matrix: an entity's tax details and bank account (decision 0060,
// slice 5). The matrix's investor holds no grant on entity 999999: 404 as for any entity they do
// not see; the portal routes refuse staff (403). tests/api/entity-tax-bank.test.ts covers each
// role on an entity (signatory, delegate, viewer, notices).
import { portal, staff, all, type Row } from "./authorization-expectations.ts";

const entity = "/api/investor/entities/999999";
const TOKEN = { token: "A".repeat(43) };

export const ENTITY_TAX_BANK_ROWS: Row[] = [
  { method: "GET", route: "/api/investor/entities/:id/tax-bank", path: `${entity}/tax-bank`, expect: portal(404) },
  {
    method: "PUT",
    route: "/api/investor/entities/:id/tax-details",
    path: `${entity}/tax-details`,
    body: { taxClassification: "trust", taxId: "12-3456789" },
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:id/tax-id/reveal",
    path: `${entity}/tax-id/reveal`,
    expect: portal(404),
  },
  // Not multipart: a portal caller's upload is refused before the entity is read.
  {
    method: "POST",
    route: "/api/investor/entities/:id/tax-form",
    path: `${entity}/tax-form`,
    body: {},
    expect: portal(415),
  },
  {
    method: "GET",
    route: "/api/investor/entities/:id/tax-form/download",
    path: `${entity}/tax-form/download`,
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:id/bank-account",
    path: `${entity}/bank-account`,
    body: { bankName: "B", accountName: "A", routingNumber: "021000021", accountNumber: "12345678" },
    expect: portal(404),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:id/bank-account/pending",
    path: `${entity}/bank-account/pending`,
    expect: portal(404),
  },
  // An unknown link: 404 to a portal user; the cancel needs no sign-in (the link is the proof).
  {
    method: "POST",
    route: "/api/bank-changes/confirm",
    path: "/api/bank-changes/confirm",
    body: TOKEN,
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/bank-changes/cancel",
    path: "/api/bank-changes/cancel",
    body: TOKEN,
    expect: all(404),
  },
  {
    method: "GET",
    route: "/api/admin/entities/:id/tax-form",
    path: "/api/admin/entities/999999/tax-form",
    expect: staff(404),
  },
  {
    method: "PUT",
    route: "/api/admin/entities/:id/tax-form",
    path: "/api/admin/entities/999999/tax-form",
    body: { status: "accepted" },
    expect: staff(404),
  },
  {
    method: "GET",
    route: "/api/admin/entities/:id/tax-form/download",
    path: "/api/admin/entities/999999/tax-form/download",
    expect: staff(404),
  },
];
