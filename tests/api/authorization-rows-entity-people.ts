// Rows of the authorization matrix: the people of an investing entity (decision 0060, slice 3).
// No caller of the matrix holds a grant on entity 999999: the portal answers 404 before reading
// the body, as for any entity the person does not see; staff reach any entity.
import { all, portal, staff, type Row } from "./authorization-expectations.ts";

export const ENTITY_PEOPLE_ROWS: Row[] = [
  {
    method: "GET",
    route: "/api/investor/entities/:entityId/people",
    path: "/api/investor/entities/999999/people",
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/investor/entities/:entityId/invitations",
    path: "/api/investor/entities/999999/invitations",
    body: {},
    expect: portal(404),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:entityId/people/:grantId",
    path: "/api/investor/entities/999999/people/999999",
    expect: portal(404),
  },
  {
    method: "DELETE",
    route: "/api/investor/entities/:entityId/invitations/:invitationId",
    path: "/api/investor/entities/999999/invitations/999999",
    expect: portal(404),
  },
  {
    method: "POST",
    route: "/api/investor/entity-invitations/accept",
    path: "/api/investor/entity-invitations/accept",
    body: {},
    expect: portal(400),
  },
  {
    method: "POST",
    route: "/api/auth/accept-entity-invitation",
    path: "/api/auth/accept-entity-invitation",
    body: {},
    expect: all(400),
  },
  {
    method: "GET",
    route: "/api/admin/entities/:entityId/people",
    path: "/api/admin/entities/999999/people",
    expect: staff(404),
  },
  {
    method: "POST",
    route: "/api/admin/entities/:entityId/invitations",
    path: "/api/admin/entities/999999/invitations",
    body: {},
    expect: staff(400),
  },
  {
    method: "DELETE",
    route: "/api/admin/entities/:entityId/invitations/:invitationId",
    path: "/api/admin/entities/999999/invitations/999999",
    expect: staff(404),
  },
];
