// Rows of the authorization matrix: staff review of subscriptions and accreditation decisions
// (issue 25 §4, decision 0065), staff only; the validity setting is changed by super admins.
// Subscription and accreditation 999999 do not exist: 404 to staff once past the access check.
// tests/api/subscription-review.test.ts covers the answers themselves.
import { staff, superAdmin, type Row } from "./authorization-expectations.ts";

const sub = "/api/admin/subscriptions/999999";

export const REVIEW_ROWS: Row[] = [
  { method: "GET", route: "/api/admin/subscriptions", path: "/api/admin/subscriptions", expect: staff(200) },
  { method: "GET", route: "/api/admin/subscriptions/:id", path: sub, expect: staff(404) },
  {
    method: "POST",
    route: "/api/admin/subscriptions/:id/revision",
    path: `${sub}/revision`,
    body: { comments: [{ field: "identity.legalName", comment: "Check the spelling" }] },
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/subscriptions/:id/approve",
    path: `${sub}/approve`,
    body: {},
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/subscriptions/:id/decline",
    path: `${sub}/decline`,
    body: { reason: "Not eligible" },
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/subscriptions/:id/screenings",
    path: `${sub}/screenings`,
    body: {},
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/accreditations/:id/decision",
    path: "/api/admin/accreditations/999999/decision",
    body: { decision: "rejected", note: "No evidence" },
    expect: staff(404),
  },
  {
    method: "GET",
    route: "/api/admin/settings/accreditation-validity",
    path: "/api/admin/settings/accreditation-validity",
    expect: staff(200),
  },
  // A bad body: 400 to super admins once past the access check, nothing written.
  {
    method: "PUT",
    route: "/api/admin/settings/accreditation-validity",
    path: "/api/admin/settings/accreditation-validity",
    body: { days: 0 },
    expect: superAdmin(400),
  },
];
