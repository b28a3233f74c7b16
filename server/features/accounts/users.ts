// Users for both user APIs (docs/product.md §API): one resource, two views; one file per use case beside this one.
import type { Database } from "#server/platform/db/client.ts";
import type { UserDeps } from "./internal/user-rules.ts";
import { listUsers } from "./list-users.ts";
import { manageSignIn } from "./manage-sign-in.ts";
import { manageUsers } from "./manage-users.ts";

export function createUserService(db: Database, deps: UserDeps) {
  return { ...listUsers(db, deps), ...manageUsers(db, deps), ...manageSignIn(db, deps) };
}

export type UserService = ReturnType<typeof createUserService>;
