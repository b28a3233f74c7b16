// Rows of the authorization matrix: offerings (staff) and the data room (investors and viewers),
// issue 25 §2.
import { portal, staff, type Row } from "./authorization-expectations.ts";

export const OFFERING_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/offerings", path: "/api/admin/offerings", expect: staff(200) },
  { method: "POST", route: "/api/admin/offerings", path: "/api/admin/offerings", body: {}, expect: staff(400) },
  { method: "GET", route: "/api/admin/offerings/:id", path: "/api/admin/offerings/999999", expect: staff(404) },
  {
    method: "PATCH",
    route: "/api/admin/offerings/:id",
    path: "/api/admin/offerings/999999",
    body: { name: "X" },
    expect: staff(404),
  },
  // Uploads take multipart only: a JSON body is a 415 for staff.
  {
    method: "POST",
    route: "/api/admin/offerings/:id/documents",
    path: "/api/admin/offerings/999999/documents",
    body: {},
    expect: staff(415),
  },
  {
    method: "DELETE",
    route: "/api/admin/offerings/:id/documents/:documentId",
    path: "/api/admin/offerings/999999/documents/1",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/offerings/:id/invitations",
    path: "/api/admin/offerings/999999/invitations",
    body: { email: "someone@example.com", name: "Someone" },
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/offerings/:id/form-d",
    path: "/api/admin/offerings/999999/form-d",
    body: {},
    expect: staff(404),
  },
  { method: "GET", route: "/api/offerings", path: "/api/offerings", expect: portal(200) },
  { method: "GET", route: "/api/offerings/:id", path: "/api/offerings/999999", expect: portal(404) },
  {
    method: "POST",
    route: "/api/offerings/:id/confidentiality",
    path: "/api/offerings/999999/confidentiality",
    body: {},
    expect: portal(404),
  },
  {
    method: "GET",
    route: "/api/offerings/:id/documents/:documentId/view",
    path: "/api/offerings/999999/documents/1/view",
    expect: portal(404),
  },
  {
    method: "GET",
    route: "/api/offerings/:id/documents/:documentId/download",
    path: "/api/offerings/999999/documents/1/download",
    expect: portal(404),
  },
];
