// Rows of the authorization matrix: KYC sanctions screening (issue 25 §4, decision 0064), staff
// only. Entity 999999 does not exist: 404 to staff once past the access check.
// tests/api/kyc.test.ts covers the answers themselves.
import { staff, type Row } from "./authorization-expectations.ts";

const entity = "/api/admin/entities/999999";

export const KYC_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/kyc/list", path: "/api/admin/kyc/list", expect: staff(200) },
  // Not multipart: refused before anything is read.
  { method: "POST", route: "/api/admin/kyc/list", path: "/api/admin/kyc/list", body: {}, expect: staff(415) },
  { method: "GET", route: "/api/admin/entities/:id/kyc", path: `${entity}/kyc`, expect: staff(404) },
  {
    method: "POST",
    route: "/api/admin/entities/:id/kyc/screenings",
    path: `${entity}/kyc/screenings`,
    expect: staff(404),
  },
  {
    method: "PUT",
    route: "/api/admin/entities/:id/kyc/matches/:matchId",
    path: `${entity}/kyc/matches/1`,
    body: { decision: "cleared", reason: "Different person" },
    expect: staff(404),
  },
  {
    method: "PUT",
    route: "/api/admin/entities/:id/kyc/risk-rating",
    path: `${entity}/kyc/risk-rating`,
    body: { riskRating: "low" },
    expect: staff(404),
  },
];
