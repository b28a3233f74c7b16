// Staff management of accounts (users) and the audit log.
import * as z from "zod/mini";
import { ROLES } from "#domain/auth.ts";
import {
  auditFilterSchema,
  auditListQuerySchema,
  auditPageQuerySchema,
  type ActivityItem,
  type AuditLogEntry,
} from "#domain/audit.ts";
import {
  ACCOUNT_FILTERS,
  INVESTOR_TYPES,
  MEMBERSHIP_LEVELS,
  passwordChangeSchema,
  userCreateSchema,
  userPageQuerySchema,
  userUpdateSchema,
  type ManagedUser,
} from "#domain/user.ts";
import {
  describing,
  fileAnswer,
  idParams,
  isoString,
  noContent,
  nullableString,
  operation,
  pageOf,
} from "./contract.ts";
import { passwordChangedSchema } from "./account.ts";

export const managedUserSchema = describing<ManagedUser>()(
  z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    firstName: nullableString,
    lastName: nullableString,
    role: z.enum(ROLES),
    isActive: z.boolean(),
    fundIAccess: z.boolean(),
    fundIIAccess: z.boolean(),
    fundICommitment: z.number(),
    fundIICommitment: z.number(),
    capitalCommitment: z.number(),
    membershipLevel: z.enum(MEMBERSHIP_LEVELS),
    investorType: z.enum(INVESTOR_TYPES),
    phone: nullableString,
    mailingAddress: nullableString,
    fundIAccessGrantedAt: nullableString,
    fundIIAccessGrantedAt: nullableString,
    lastLogin: nullableString,
    archivedAt: nullableString,
    invitation: z.nullable(z.object({ state: z.enum(["pending", "expired", "none"]), expiresAt: nullableString })),
    hasRecords: z.boolean(),
    twoFactorEnabled: z.boolean(),
    createdAt: isoString,
    updatedAt: isoString,
  }),
).register(z.globalRegistry, { id: "ManagedUser" });
/** A page of accounts, with how many each account filter (all, current, archived) would list. */
export const usersPageSchema = z.extend(pageOf(managedUserSchema), {
  accountCounts: z.record(z.enum(ACCOUNT_FILTERS), z.number()),
});
export const userArchivedSchema = z.object({ result: z.literal("archived"), user: managedUserSchema });

export const auditEntrySchema = describing<AuditLogEntry>()(
  z.object({
    id: z.number(),
    at: isoString,
    actorUserId: z.nullable(z.number()),
    actorUsername: nullableString,
    action: z.string(),
    entityType: nullableString,
    entityId: nullableString,
    summary: nullableString,
    ipAddress: nullableString,
  }),
).register(z.globalRegistry, { id: "AuditLogEntry" });
export const activityItemSchema = describing<ActivityItem>()(
  z.object({
    id: z.number(),
    at: isoString,
    actorUsername: nullableString,
    action: z.string(),
    summary: nullableString,
  }),
);

const tags = ["Users"];
const audit = ["Audit log"];

export const userApi = {
  list: operation({
    operationId: "listUsers",
    summary: "Every account the caller may manage",
    tags,
    response: { 200: z.array(managedUserSchema) },
  }),
  page: operation({
    operationId: "listUsersPage",
    summary: "One page of the accounts the caller may manage",
    tags,
    querystring: userPageQuerySchema,
    response: { 200: usersPageSchema },
  }),
  adminPage: operation({
    operationId: "listAllUsersPage",
    summary: "One page of every account (super admins)",
    tags,
    querystring: userPageQuerySchema,
    response: { 200: usersPageSchema },
  }),
  create: operation({
    operationId: "createUser",
    summary: "Create an account (with a password, or an invitation to choose one)",
    tags,
    body: userCreateSchema,
    response: { 201: managedUserSchema },
  }),
  update: operation({
    operationId: "updateUser",
    summary: "Update an account",
    tags,
    params: idParams,
    body: userUpdateSchema,
    response: { 200: managedUserSchema },
  }),
  remove: operation({
    operationId: "deleteUser",
    summary: "Delete an account; one that holds records is archived instead (200)",
    tags,
    params: idParams,
    response: { 200: userArchivedSchema, 204: noContent },
  }),
  restore: operation({
    operationId: "restoreUser",
    summary: "Restore an archived account",
    tags,
    params: idParams,
    response: { 200: managedUserSchema },
  }),
  adminList: operation({
    operationId: "listAllUsers",
    summary: "Every account (super admins)",
    tags,
    response: { 200: z.array(managedUserSchema) },
  }),
  adminCreate: operation({
    operationId: "createAnyUser",
    summary: "Create an account of any role (super admins)",
    tags,
    body: userCreateSchema,
    response: { 201: managedUserSchema },
  }),
  setPassword: operation({
    operationId: "setUserPassword",
    summary: "Set an account's password (ends its sessions)",
    tags,
    params: idParams,
    body: passwordChangeSchema,
    response: { 200: passwordChangedSchema },
  }),
  sendInvitation: operation({
    operationId: "sendInvitation",
    summary: "Send (or send again) an account's invitation",
    tags,
    params: idParams,
    response: { 200: managedUserSchema },
  }),
  revokeInvitation: operation({
    operationId: "revokeInvitation",
    summary: "Revoke an account's pending invitation",
    tags,
    params: idParams,
    response: { 200: managedUserSchema },
  }),
  revokeSessions: operation({
    operationId: "revokeUserSessions",
    summary: "Sign an account out everywhere",
    tags,
    params: idParams,
    response: { 200: z.object({ ended: z.number() }) },
  }),
};

export const auditApi = {
  recent: operation({
    operationId: "listAuditLog",
    summary: "The newest audit log rows",
    tags: audit,
    querystring: auditListQuerySchema,
    response: { 200: z.array(auditEntrySchema) },
  }),
  page: operation({
    operationId: "listAuditLogPage",
    summary: "One page of the audit log, filtered",
    tags: audit,
    querystring: auditPageQuerySchema,
    response: { 200: pageOf(auditEntrySchema) },
  }),
  export: operation({
    operationId: "exportAuditLog",
    summary: "Every matching audit log row as CSV (the export is itself audited)",
    tags: audit,
    querystring: auditFilterSchema,
    response: { 200: fileAnswer("CSV file (attachment)", "text/csv") },
  }),
  activity: operation({
    operationId: "listRecentActivity",
    summary: "The staff dashboard's Recent Activity feed",
    tags: audit,
    querystring: auditListQuerySchema,
    response: { 200: z.array(activityItemSchema) },
  }),
};
