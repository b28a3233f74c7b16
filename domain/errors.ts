/** The error codes every API answer uses; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  "VALIDATION",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  /** 403: the account must set up two-factor sign-in first (decision 0028). */
  "TWO_FACTOR_ENROLMENT_REQUIRED",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "INTERNAL",
  /** 503: too busy to start on the request within a few seconds; Retry-After says when to try again. */
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fieldErrors?: Record<string, string[]> };
}
