// Rows of the authorization matrix: the investor's subscription questionnaire (decision 0065).
// Portal users only (staff 403); subscription 999999 is on no entity the caller sees: 404.
// tests/api/subscription-questionnaire.test.ts covers each role on the entity.
import { portal, type Row } from "./authorization-expectations.ts";

const one = "/api/subscriptions/999999";

export const SUBSCRIPTION_ROWS: Row[] = [
  { method: "GET", route: "/api/subscriptions", path: "/api/subscriptions", expect: portal(200) },
  // No offering 999999 is seen by anyone: 404 after the body is checked.
  {
    method: "POST",
    route: "/api/subscriptions",
    path: "/api/subscriptions",
    body: { offeringId: 999999, kind: "trust", legalName: "A Trust" },
    expect: portal(404),
  },
  { method: "GET", route: "/api/subscriptions/:id", path: one, expect: portal(404) },
  {
    method: "PUT",
    route: "/api/subscriptions/:id/answers/:section",
    path: `${one}/answers/identity`,
    body: { answersVersion: 0, answers: {} },
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/subscriptions/:id/ready",
    path: `${one}/ready`,
    body: { answersVersion: 0 },
    expect: portal(404),
  },
  { method: "POST", route: "/api/subscriptions/:id/withdraw", path: `${one}/withdraw`, expect: portal(404) },
  {
    method: "POST",
    route: "/api/subscriptions/:id/accreditation",
    path: `${one}/accreditation`,
    body: { method: "representation" },
    expect: portal(404),
  },
  // Not multipart: refused before the subscription is read.
  {
    method: "POST",
    route: "/api/subscriptions/:id/accreditation/evidence",
    path: `${one}/accreditation/evidence`,
    body: {},
    expect: portal(415),
  },
];
