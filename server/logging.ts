import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyServerOptions } from "fastify";

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Only the "at …" lines of a stack: its first line repeats the message. */
const framesOf = (stack: string | undefined) => (stack ? stack.slice(Math.max(0, stack.indexOf("\n    at ") + 1)) : "");

/**
 * What a log line may say about an error. A failed query is logged with its statement and the
 * database's error, never its parameter values (they hold password hashes, e-mails and names):
 * Drizzle puts them in the error's message, stack and `params`, and PostgreSQL repeats values in
 * `detail` ("Key (email)=(…) already exists"), so those are left out.
 */
export function errorForLog(error: unknown): LoggedError {
  if (error instanceof DrizzleQueryError) {
    return {
      type: "DrizzleQueryError",
      message: "Failed query",
      query: error.query,
      stack: framesOf(error.stack),
      cause: errorForLog(error.cause),
    };
  }
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const e = error as Error & Record<string, unknown>;
  const safe: LoggedError = { type: e.name, message: e.message, stack: e.stack ?? "" };
  // PostgreSQL's error fields that name things, not values (pg and PGlite use the same names).
  for (const key of ["code", "statusCode", "severity", "schema", "table", "column", "constraint", "routine"]) {
    if (e[key] !== undefined) safe[key] = e[key];
  }
  if (e.cause !== undefined) safe.cause = errorForLog(e.cause);
  return safe;
}

/** Header values that are credentials, whatever logs a request or response. */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  "request.headers.cookie",
  "request.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  'res.headers["set-cookie"]',
  'reply.headers["set-cookie"]',
  'headers["set-cookie"]',
];

export interface LogOptions {
  level: string;
  /** Where log lines go (standard output when omitted); tests collect them. */
  stream?: { write(line: string): void };
}

/** The server's logger settings (pino, through Fastify): errors made safe, credentials redacted. */
export function loggerOptions(options: LogOptions): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    ...options,
    serializers: { err: errorForLog, error: errorForLog },
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
}
