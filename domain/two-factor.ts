import * as z from "zod/mini";
import { text } from "./fields.ts";

/** Recovery codes issued at enrolment and at each regeneration (each works once). */
export const RECOVERY_CODE_COUNT = 10;

/** A TOTP code as typed: six digits; spaces and dashes an app shows between groups are ignored. */
export const totpCode = text("Code", { error: "Enter the 6-digit code from your authenticator app" }).check(
  z.overwrite((value) => value.replace(/[\s-]/g, "")),
  z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
);

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const recoveryCode = text("Recovery code", { error: "Enter one of your recovery codes" }).check(
  z.overwrite((value) => value.replace(/[\s-]/g, "").toLowerCase()),
  z.regex(/^[a-z2-7]{12}$/, "A recovery code has 12 letters and digits, like abcd-efgh-2345"),
);

/**
 * Proof of the second factor: a current code from the app, or one recovery code (exactly one).
 * Used to finish sign-in, and to disable the factor or regenerate the recovery codes.
 */
export const secondFactorSchema = z
  .object({ code: z.optional(totpCode), recoveryCode: z.optional(recoveryCode) })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.code === undefined) === (value.recoveryCode === undefined)) {
        ctx.issues.push({
          code: "custom",
          message: "Enter the 6-digit code from your authenticator app, or a recovery code",
          path: ["code"],
          input: value,
        });
      }
    }),
  );
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** Confirming enrolment takes a code from the app (a recovery code does not exist yet). */
export const enrolmentConfirmSchema = z.object({ code: totpCode });

export const twoFactorSettingSchema = z.object({
  requiredForAll: z.boolean({ error: "requiredForAll must be true or false" }),
});
export type TwoFactorSetting = z.infer<typeof twoFactorSettingSchema>;

/** GET /api/account/two-factor: the signed-in user's own second factor. */
export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: number;
  /** Whether this account must have a second factor (staff, or the firm requires it for everyone). */
  required: boolean;
  /** Whether it is required but not set up yet: nothing but enrolment is open until it is. */
  enrolmentRequired: boolean;
}

/** POST /api/account/two-factor/enrolment: a new secret to add to an authenticator app. */
export interface TwoFactorEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as SVG markup (server-rendered; no script, no style attribute). */
  qrSvg: string;
}

/** The new recovery codes: shown once, never readable again. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/login for an account with a second factor: the password was right, now the code. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

export const TWO_FACTOR_ENROLMENT_PATH = "/account/two-factor";
export const TWO_FACTOR_ENROLMENT_REQUIRED_MESSAGE = "Set up two-factor sign-in for your account before continuing";
