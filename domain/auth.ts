import * as z from "zod/mini";
import { text } from "./fields.ts";

export const ROLES = ["investor", "viewer", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["admin", "super_admin"] as const satisfies readonly Role[];
export const PORTAL_ROLES = ["investor", "viewer"] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  investor: "Investor",
  viewer: "Viewer",
  admin: "Admin",
  super_admin: "Super Admin",
};

export const isStaff = (role: Role) => role === "admin" || role === "super_admin";

export const loginSchema = z.object({
  username: text("Username", { error: "Username is required" }).check(
    z.trim(),
    z.minLength(1, "Username is required"),
    z.maxLength(255, "Username must be at most 255 characters"),
  ),
  password: text("Password", { error: "Password is required" }).check(
    z.minLength(1, "Password is required"),
    z.maxLength(1024, "Password must be at most 1024 characters"),
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** docs/product.md §Access rules: at least 8 characters, and not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";
export const PASSWORD_TOO_COMMON = "This password is too common; choose another";
export const PASSWORD_BREACHED = "This password appears in lists of breached passwords; choose another";
export const passwordSchema = text("Password", { error: "Password is required" }).check(
  z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  z.maxLength(256, "Password must be at most 256 characters"),
);

/** The answer to a successful sign-in (docs/product.md §API). */
export interface LoginResponse {
  role: Role;
  username: string;
  firstName: string | null;
}

/** Who is signed in, as the UI may know it (never a credential). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  fundIAccess: boolean;
  fundIIAccess: boolean;
  /** A second factor is set up (decision 0028). */
  twoFactorEnabled: boolean;
  /**
   * The account must have a second factor and has none yet: until it enrols, every protected page
   * sends it to /account/two-factor and every API but enrolment answers TWO_FACTOR_ENROLMENT_REQUIRED.
   */
  twoFactorEnrolmentRequired: boolean;
}

export interface SessionStatus {
  user: SessionUser | null;
}

export const INVALID_CREDENTIALS = "Invalid credentials.";
/** Sign-in refused for an archived account (decision 0024): it keeps its records but no longer signs in. */
export const ACCOUNT_ARCHIVED = "This account is archived. Please contact support.";
