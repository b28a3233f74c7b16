// Rows of the authorization matrix: signing, countersigning and executing subscriptions (issue 25
// §3–4, decision 0065). Subscription 999999 does not exist: the portal answers 404 before reading
// the body, as for any subscription of an entity the person does not see; staff get 404 past the
// access check. tests/api/subscription-signing.test.ts and subscription-execution.test.ts cover
// the answers themselves (delegates' 403, strangers' 404).
import { portal, signedInOnly, staff, type Row } from "./authorization-expectations.ts";

const sub = "/api/subscriptions/999999";
const admin = "/api/admin/subscriptions";

export const SIGNING_ROWS: Row[] = [
  { method: "GET", route: "/api/subscriptions/:id/document", path: `${sub}/document`, expect: signedInOnly(404) },
  {
    method: "POST",
    route: "/api/subscriptions/:id/signatures",
    path: `${sub}/signatures`,
    body: {},
    expect: portal(404),
  },
  { method: "GET", route: "/api/subscriptions/:id/executed.pdf", path: `${sub}/executed.pdf`, expect: portal(404) },
  { method: "POST", route: `${admin}/countersign`, path: `${admin}/countersign`, body: {}, expect: staff(400) },
  {
    method: "POST",
    route: `${admin}/:id/countersign`,
    path: `${admin}/999999/countersign`,
    body: {},
    expect: staff(404),
  },
  { method: "POST", route: `${admin}/:id/execute`, path: `${admin}/999999/execute`, body: {}, expect: staff(404) },
  {
    method: "GET",
    route: `${admin}/:id/executed.pdf`,
    path: `${admin}/999999/executed.pdf`,
    expect: staff(404),
  },
];
