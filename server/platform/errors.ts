import type { ApiErrorBody, ErrorCode } from "#domain/errors.ts";
import { fieldErrorsOf } from "#domain/field-errors.ts";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type of the server; its code decides the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status() {
    return STATUS[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}) },
    };
  }
}

export function statusOf(code: ErrorCode) {
  return STATUS[code];
}

/** A 400 whose message and fieldErrors name each bad field. */
export function invalidFields(fieldErrors: Record<string, string[]>, message = "Some fields are not valid") {
  const named = Object.keys(fieldErrors).filter((k) => k !== "_");
  return new AppError("VALIDATION", named.length ? `${message}: ${named.join(", ")}` : message, { fieldErrors });
}

/** Any Zod failure (classic or mini) as a 400 naming the fields. */
export function validationError(
  error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> },
  message?: string,
) {
  return invalidFields(fieldErrorsOf(error.issues), message);
}

/** PostgreSQL's unique violation (23505), as raised by pg and by PGlite. */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
