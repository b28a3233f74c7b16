// Rows of the authorization matrix: the staff pages of investing entities (decision 0060, slice 4).
import { staff, type Row } from "./authorization-expectations.ts";

export const STAFF_ENTITY_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/entities", path: "/api/admin/entities", expect: staff(200) },
  { method: "GET", route: "/api/admin/entities/:id", path: "/api/admin/entities/999999", expect: staff(404) },
  // Writes get an empty body (400) or an unknown entity (404): nothing is written.
  { method: "POST", route: "/api/admin/entities", path: "/api/admin/entities", body: {}, expect: staff(400) },
  { method: "PUT", route: "/api/admin/entities/:id", path: "/api/admin/entities/999999", body: {}, expect: staff(400) },
  {
    method: "POST",
    route: "/api/admin/entities/:id/archive",
    path: "/api/admin/entities/999999/archive",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/entities/:id/restore",
    path: "/api/admin/entities/999999/restore",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/entities/:id/people",
    path: "/api/admin/entities/999999/people",
    body: {},
    expect: staff(400),
  },
  {
    method: "DELETE",
    route: "/api/admin/entities/:id/people/:userId",
    path: "/api/admin/entities/999999/people/1",
    expect: staff(404),
  },
];
