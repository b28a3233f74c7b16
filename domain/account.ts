// The self-service account page (/account) and its API (/api/account): docs/product.md §Account.
import * as z from "zod/mini";
import type { Role } from "./auth.ts";
import { passwordSchema } from "./auth.ts";
import { text } from "./fields.ts";

export const ACCOUNT_API = {
  account: "/api/account",
  password: "/api/account/password",
  contact: "/api/account/contact",
  session: (id: number) => `/api/account/sessions/${id}`,
  endOthers: "/api/account/sessions/end-others",
} as const;

export const PASSWORDS_DO_NOT_MATCH = "The new passwords do not match";
export const WRONG_CURRENT_PASSWORD = "Your current password is not correct";

/**
 * POST /api/account/password. The length rule is here (checked in the browser too); the common-password
 * list is the server's (server/features/accounts/passwords.ts passwordProblem), so there is one policy.
 */
export const accountPasswordSchema = z
  .object({
    currentPassword: text("Current password", { error: "Current password is required" }).check(
      z.minLength(1, "Current password is required"),
      z.maxLength(1024, "Current password must be at most 1024 characters"),
    ),
    newPassword: passwordSchema,
    confirmPassword: text("Confirm new password", { error: "Confirm the new password" }).check(
      z.minLength(1, "Confirm the new password"),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.confirmPassword !== value.newPassword) {
        ctx.issues.push({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH, input: value });
      }
      if (value.newPassword === value.currentPassword) {
        ctx.issues.push({
          code: "custom",
          path: ["newPassword"],
          message: "Choose a password different from your current one",
          input: value,
        });
      }
    }),
  );
export type AccountPasswordInput = z.infer<typeof accountPasswordSchema>;

export const PHONE_MAX = 50;
export const MAILING_ADDRESS_MAX = 500;
/** Digits, spaces, and + ( ) . - as people write numbers; 7 to 20 digits; "ext 12" / "x12" allowed at the end. */
const PHONE_PATTERN = /^\+?[\d\s().-]+(\s*(ext\.?|x)\s*\d{1,6})?$/i;
export const PHONE_INVALID = "Enter a phone number with digits, spaces and + ( ) - only, e.g. +1 212 555 0100";

const digitCount = (value: string) => value.replace(/(ext\.?|x)\s*\d+$/i, "").replace(/\D/g, "").length;
export const isPhoneNumber = (value: string) =>
  PHONE_PATTERN.test(value) && digitCount(value) >= 7 && digitCount(value) <= 20;

/** Text that may be cleared: "", blanks or null become null. */
const clearable = (label: string, max: number, more: (value: string) => string | null = () => null) =>
  z.nullable(
    z.pipe(
      text(label).check(
        z.trim(),
        z.maxLength(max, `${label} must be at most ${max} characters`),
        z.refine((value) => value === "" || more(value) === null, { error: (issue) => more(String(issue.input)) }),
      ),
      z.transform((value) => (value === "" ? null : value)),
    ),
  );

/**
 * PUT /api/account/contact (investors): both fields are sent each time (the form shows both);
 * empty clears one. A mailing address may span lines.
 */
export const contactDetailsSchema = z.object({
  phone: clearable("Phone", PHONE_MAX, (value) => (isPhoneNumber(value) ? null : PHONE_INVALID)),
  mailingAddress: clearable("Mailing address", MAILING_ADDRESS_MAX, (value) =>
    value.split("\n").length > 8 ? "Mailing address can have at most 8 lines" : null,
  ),
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;

/** One of the user's own sessions, as the account page lists it (never its token). */
export interface AccountSession {
  id: number;
  /** "Chrome on macOS", from the user agent (domain/user-agent.ts); "Unknown device" without one. */
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  /** The session of this request. */
  current: boolean;
}

/** GET /api/account. */
export interface AccountOverview {
  profile: {
    id: number;
    username: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    role: Role;
  };
  /** Investors only (null for the other roles, who keep no contact details here). */
  contact: ContactDetails | null;
  sessions: AccountSession[];
}

export const SESSION_NOT_FOUND = "Session not found";
