// Invitations and password resets (docs/decisions/0027): the single-use links e-mailed to a user.
import * as z from "zod/mini";
import { passwordSchema } from "./auth.ts";
import { text } from "./fields.ts";

/** The one answer to "Forgot password?", whether or not the account exists (no enumeration). */
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that address, we have sent a link to set a new password. It works once, within an hour. Check your inbox, and your spam folder.";

export const PASSWORDS_DIFFER = "The two passwords do not match";

/** POST /api/auth/forgot-password: an e-mail address or a username. */
export const forgotPasswordSchema = z.object({
  identifier: text("Email or username", { error: "Enter your email address or username" }).check(
    z.trim(),
    z.minLength(1, "Enter your email address or username"),
    z.maxLength(255, "Email or username must be at most 255 characters"),
  ),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** A token from an e-mailed link: base64url, 43 characters (256 random bits). */
export const linkTokenSchema = text("Link", { error: "The link is incomplete; open it again from the e-mail" }).check(
  z.regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is incomplete; open it again from the e-mail"),
);

/**
 * POST /api/auth/reset-password and POST /api/auth/accept-invitation: the link's token and the new
 * password, typed twice (the second must match, reported on `confirmPassword`).
 */
export const setPasswordSchema = z
  .object({
    token: linkTokenSchema,
    password: passwordSchema,
    confirmPassword: text("Confirm password", { error: "Type the password again" }),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.confirmPassword !== values.password) {
        ctx.issues.push({ code: "custom", message: PASSWORDS_DIFFER, path: ["confirmPassword"], input: values });
      }
    }),
  );
export type SetPasswordInput = z.output<typeof setPasswordSchema>;

/**
 * What a link's page may say about it: usable (with whom it is for, to greet them), or why not.
 * Expired, used and revoked links answer alike beyond their reason; an unknown token is "invalid".
 */
export type LinkState =
  | { status: "valid"; firstName: string | null; username: string; portal: "partner" | "admin" }
  | { status: "expired" | "used" | "invalid" };

/** The page after a password is set: where to sign in (neither flow signs in by itself). */
export interface PasswordSetAnswer {
  message: string;
  signInPath: "/partner-portal" | "/admin-portal";
}
