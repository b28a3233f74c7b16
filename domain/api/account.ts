// Sign-in, the session, the self-service account, two-factor sign-in and the e-mailed account links.
import * as z from "zod/mini";
import { forgotPasswordSchema, setPasswordSchema, type PasswordSetAnswer } from "#domain/account-links.ts";
import { accountPasswordSchema, contactDetailsSchema, type AccountOverview } from "#domain/account.ts";
import { loginSchema, ROLES, type LoginResponse, type SessionUser } from "#domain/auth.ts";
import { mailPreferencesSchema, OPTIONAL_MAIL_KINDS, type MailPreferences } from "#domain/mail.ts";
import {
  enrolmentConfirmSchema,
  secondFactorSchema,
  twoFactorSettingSchema,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "#domain/two-factor.ts";
import { describing, idParams, isoString, messageSchema, noContent, nullableString, operation } from "./contract.ts";

export const sessionUserSchema = describing<SessionUser>()(
  z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    firstName: nullableString,
    lastName: nullableString,
    role: z.enum(ROLES),
    fundIAccess: z.boolean(),
    fundIIAccess: z.boolean(),
    twoFactorEnabled: z.boolean(),
    twoFactorEnrolmentRequired: z.boolean(),
  }),
).register(z.globalRegistry, { id: "SessionUser" });
export const sessionStatusSchema = z.object({ user: z.nullable(sessionUserSchema) });
export const loginResponseSchema = describing<LoginResponse>()(
  z.object({ role: z.enum(ROLES), username: z.string(), firstName: nullableString }),
);
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });

const contactSchema = z.object({ phone: nullableString, mailingAddress: nullableString });
export const accountOverviewSchema = describing<AccountOverview>()(
  z.object({
    profile: z.object({
      id: z.number(),
      username: z.string(),
      email: z.string(),
      firstName: nullableString,
      lastName: nullableString,
      role: z.enum(ROLES),
    }),
    contact: z.nullable(contactSchema),
    sessions: z.array(
      z.object({
        id: z.number(),
        device: z.string(),
        ipAddress: nullableString,
        signedInAt: isoString,
        lastSeenAt: isoString,
        current: z.boolean(),
      }),
    ),
  }),
).register(z.globalRegistry, { id: "AccountOverview" });
export const passwordChangedSchema = z.object({ message: z.string(), sessionsEnded: z.number() });
export const sessionsEndedSchema = z.object({ sessionsEnded: z.number() });
export const passwordSetAnswerSchema = describing<PasswordSetAnswer>()(
  z.object({ message: z.string(), signInPath: z.enum(["/partner-portal", "/admin-portal"]) }),
);
export const twoFactorStatusSchema = describing<TwoFactorStatus>()(
  z.object({
    enabled: z.boolean(),
    enabledAt: nullableString,
    recoveryCodesLeft: z.number(),
    required: z.boolean(),
    enrolmentRequired: z.boolean(),
  }),
);
export const twoFactorEnrolmentSchema = describing<TwoFactorEnrolment>()(
  z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
);
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorSettingAnswer = z.object({ requiredForAll: z.boolean() });
export const mailPreferencesAnswer = describing<MailPreferences>()(
  z.object({ document_delivered: z.boolean(), capital_call_issued: z.boolean(), distribution_issued: z.boolean() }),
);

const session = ["Session"];
const account = ["Account"];
const twoFactor = ["Two-factor sign-in"];

export const sessionApi = {
  login: operation({
    operationId: "signIn",
    summary: "Sign in; sets the session cookie, or answers 202 when a second factor is needed",
    tags: session,
    body: loginSchema,
    response: { 200: loginResponseSchema, 202: twoFactorChallengeSchema },
  }),
  twoFactor: operation({
    operationId: "signInSecondFactor",
    summary: "The second step of a sign-in: an authenticator code or a recovery code",
    tags: session,
    body: secondFactorSchema,
    response: { 200: loginResponseSchema },
  }),
  logout: operation({
    operationId: "signOut",
    summary: "End this browser's session",
    tags: session,
    response: { 204: noContent },
  }),
  session: operation({
    operationId: "getSession",
    summary: "Who is signed in (user null when nobody is)",
    tags: session,
    response: { 200: sessionStatusSchema },
  }),
  forgotPassword: operation({
    operationId: "requestPasswordReset",
    summary: "E-mail a password reset link (the same answer whether or not the account exists)",
    tags: session,
    body: forgotPasswordSchema,
    response: { 202: messageSchema },
  }),
  resetPassword: operation({
    operationId: "resetPassword",
    summary: "Set a new password from a reset link",
    tags: session,
    body: setPasswordSchema,
    response: { 200: passwordSetAnswerSchema },
  }),
  acceptInvitation: operation({
    operationId: "acceptInvitation",
    summary: "Set the first password from an invitation link",
    tags: session,
    body: setPasswordSchema,
    response: { 200: passwordSetAnswerSchema },
  }),
};

export const accountApi = {
  overview: operation({
    operationId: "getAccount",
    summary: "The signed-in user's profile, contact details and sessions",
    tags: account,
    response: { 200: accountOverviewSchema },
  }),
  password: operation({
    operationId: "changeOwnPassword",
    summary: "Change one's password (ends the other sessions)",
    tags: account,
    body: accountPasswordSchema,
    response: { 200: passwordChangedSchema },
  }),
  contact: operation({
    operationId: "updateOwnContact",
    summary: "Update an investor's phone and mailing address",
    tags: account,
    body: contactDetailsSchema,
    response: { 200: z.object({ contact: contactSchema }) },
  }),
  endSession: operation({
    operationId: "endOwnSession",
    summary: "End one of one's sessions",
    tags: account,
    params: idParams,
    response: { 204: noContent },
  }),
  endOthers: operation({
    operationId: "endOtherSessions",
    summary: "End every session but this one",
    tags: account,
    response: { 200: z.object({ ended: z.number() }) },
  }),
  personalData: operation({
    operationId: "downloadPersonalData",
    summary: "Everything the firm holds about the signed-in person, as one JSON document (a download)",
    tags: account,
    response: { 200: z.record(z.string(), z.unknown()) },
  }),
  mailPreferences: operation({
    operationId: "getMailPreferences",
    summary: "Which optional e-mail notices an investor receives",
    tags: account,
    response: { 200: mailPreferencesAnswer },
  }),
  updateMailPreferences: operation({
    operationId: "updateMailPreferences",
    summary: "Turn optional e-mail notices on or off",
    tags: account,
    body: mailPreferencesSchema,
    response: { 200: mailPreferencesAnswer },
  }),
  unsubscribe: operation({
    operationId: "unsubscribeOneClick",
    summary: "One-click unsubscribe (RFC 8058) from a notice's link: a form post List-Unsubscribe=One-Click",
    tags: account,
    consumes: ["application/x-www-form-urlencoded"],
    querystring: z.object({ token: z.string() }),
    response: { 200: z.object({ unsubscribed: z.enum(OPTIONAL_MAIL_KINDS) }) },
  }),
};

export const twoFactorApi = {
  status: operation({
    operationId: "getTwoFactorStatus",
    summary: "Whether two-factor sign-in is on, required, and how many recovery codes are left",
    tags: twoFactor,
    response: { 200: twoFactorStatusSchema },
  }),
  startEnrolment: operation({
    operationId: "startTwoFactorEnrolment",
    summary: "A new secret and its QR code, to add to an authenticator app",
    tags: twoFactor,
    response: { 200: twoFactorEnrolmentSchema },
  }),
  confirmEnrolment: operation({
    operationId: "confirmTwoFactorEnrolment",
    summary: "Turn two-factor sign-in on with a first code; answers the recovery codes once",
    tags: twoFactor,
    body: enrolmentConfirmSchema,
    response: { 200: recoveryCodesSchema },
  }),
  disable: operation({
    operationId: "disableTwoFactor",
    summary: "Turn two-factor sign-in off (not where it is required)",
    tags: twoFactor,
    body: secondFactorSchema,
    response: { 204: noContent },
  }),
  recoveryCodes: operation({
    operationId: "regenerateRecoveryCodes",
    summary: "Replace the recovery codes",
    tags: twoFactor,
    body: secondFactorSchema,
    response: { 200: recoveryCodesSchema },
  }),
  reset: operation({
    operationId: "resetUserTwoFactor",
    summary: "Reset a user's second factor (they enrol again at their next sign-in)",
    tags: twoFactor,
    params: idParams,
    response: { 200: sessionsEndedSchema },
  }),
  setting: operation({
    operationId: "getTwoFactorSetting",
    summary: "Whether every account must use two-factor sign-in",
    tags: twoFactor,
    response: { 200: twoFactorSettingAnswer },
  }),
  updateSetting: operation({
    operationId: "updateTwoFactorSetting",
    summary: "Require two-factor sign-in of every account, or of staff only",
    tags: twoFactor,
    body: twoFactorSettingSchema,
    response: { 200: twoFactorSettingAnswer },
  }),
};
