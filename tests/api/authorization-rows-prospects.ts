// Rows of the authorization matrix: the prospects pipeline (issue 25 §1), staff only.
import { staff, type Row } from "./authorization-expectations.ts";

export const PROSPECT_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/prospects/page", path: "/api/admin/prospects/page", expect: staff(200) },
  { method: "GET", route: "/api/admin/prospects/owners", path: "/api/admin/prospects/owners", expect: staff(200) },
  {
    method: "GET",
    route: "/api/admin/prospects/export.csv",
    path: "/api/admin/prospects/export.csv",
    expect: staff(200),
  },
  { method: "GET", route: "/api/admin/prospects/:id", path: "/api/admin/prospects/999999", expect: staff(404) },
  {
    method: "PATCH",
    route: "/api/admin/prospects/:id",
    path: "/api/admin/prospects/999999",
    body: { stage: "contacted" },
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/prospects/:id/notes",
    path: "/api/admin/prospects/999999/notes",
    body: { note: "Called" },
    expect: staff(404),
  },
];
