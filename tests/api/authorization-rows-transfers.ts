// Rows of the authorization matrix: position transfers (decision 0060, slice 4), staff only.
import { staff, type Row } from "./authorization-expectations.ts";

export const TRANSFER_ROWS: Row[] = [
  // An unknown entity is a 404 for staff; the writes get an empty body (400).
  {
    method: "GET",
    route: "/api/admin/entities/:entityId/transfers",
    path: "/api/admin/entities/999999/transfers",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/entities/:entityId/transfers/preview",
    path: "/api/admin/entities/999999/transfers/preview",
    body: {},
    expect: staff(400),
  },
  {
    method: "POST",
    route: "/api/admin/entities/:entityId/transfers",
    path: "/api/admin/entities/999999/transfers",
    body: {},
    expect: staff(400),
  },
];
