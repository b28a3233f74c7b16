// Rows of the authorization matrix: fund terms, management fees and side letters (decision 0068).
import { staff, superAdmin, type Row } from "./authorization-expectations.ts";

export const FUND_TERMS_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/funds/:fund/terms", path: "/api/admin/funds/fund-i/terms", expect: staff(200) },
  {
    method: "POST",
    route: "/api/admin/funds/:fund/terms",
    path: "/api/admin/funds/fund-i/terms",
    body: {},
    expect: staff(400),
  },
  {
    method: "POST",
    route: "/api/admin/funds/terms/:id/approve",
    path: "/api/admin/funds/terms/999999/approve",
    body: {},
    expect: superAdmin(404),
  },
  {
    method: "POST",
    route: "/api/admin/funds/terms/:id/reject",
    path: "/api/admin/funds/terms/999999/reject",
    body: { reason: "No" },
    expect: superAdmin(404),
  },
  {
    method: "GET",
    route: "/api/admin/funds/:fund/management-fees",
    path: "/api/admin/funds/fund-ii/management-fees?quarter=2026-Q4",
    expect: staff(200),
  },
  {
    method: "POST",
    route: "/api/admin/funds/side-letters",
    path: "/api/admin/funds/side-letters",
    body: {},
    expect: superAdmin(400),
  },
  {
    method: "PUT",
    route: "/api/admin/funds/side-letters/:id",
    path: "/api/admin/funds/side-letters/999999",
    body: {},
    expect: superAdmin(400),
  },
  {
    method: "DELETE",
    route: "/api/admin/funds/side-letters/:id",
    path: "/api/admin/funds/side-letters/999999",
    expect: superAdmin(404),
  },
];
