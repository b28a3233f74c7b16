import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { DrizzleQueryError } from "drizzle-orm/errors";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

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
  if (!(error instanceof Error)) return { type: typeof error, message: messageOf(error), stack: "" };
  const e = error as Error & Record<string, unknown>;
  const safe: LoggedError = { type: e.name, message: e.message, stack: e.stack ?? "" };
  // PostgreSQL's error fields that name things, not values (pg and PGlite use the same names).
  for (const key of ["code", "statusCode", "severity", "schema", "table", "column", "constraint", "routine"]) {
    if (e[key] !== undefined) safe[key] = e[key];
  }
  if (e.cause !== undefined) safe.cause = errorForLog(e.cause);
  return safe;
}

/**
 * A message for a thrown value that is not an Error: its own `message`, or a response's status
 * (React Router throws { status, statusText, data }), never "[object Object]".
 */
function messageOf(value: unknown): string {
  if (typeof value !== "object" || value === null) return String(value);
  const v = value as { message?: unknown; status?: unknown; statusText?: unknown };
  if (typeof v.message === "string") return v.message;
  if (typeof v.status === "number") return `${v.status} ${typeof v.statusText === "string" ? v.statusText : ""}`.trim();
  return `a thrown ${value.constructor?.name ?? "object"} without a message`;
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

/** What an incoming X-Request-Id may be: short, and nothing that could confuse a log reader. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request's id, on each of its log lines and in its X-Request-Id response header. From a
 * trusted proxy (TRUST_PROXY: the connection comes from one of our balancers) the proxy's
 * X-Request-Id is kept, so one id follows a request through the load balancer and the instance;
 * otherwise any client could choose it, so we make one.
 */
export function requestIdGenerator(trusted: false | ((address: string, hop: number) => boolean)) {
  return (request: IncomingMessage): string => {
    if (trusted && trusted(request.socket?.remoteAddress ?? "", 0)) {
      const incoming = request.headers["x-request-id"];
      if (typeof incoming === "string" && REQUEST_ID.test(incoming)) return incoming;
    }
    return randomUUID();
  };
}

type LogMethod = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/**
 * A request's logger that makes its pino child (with the request id) only when the request logs
 * something. Most requests log nothing, and a child per request cost ~7% of API throughput.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
  ) {}
  private get log() {
    return (this.made ??= this.parent.child(this.bindings));
  }
  get level() {
    return this.parent.level;
  }
  set level(level: string) {
    this.log.level = level;
  }
  child(bindings: Record<string, unknown>, options?: Record<string, unknown>) {
    return this.log.child(bindings, options);
  }
  silent() {}
  fatal(...args: unknown[]) {
    this.call("fatal", args);
  }
  error(...args: unknown[]) {
    this.call("error", args);
  }
  warn(...args: unknown[]) {
    this.call("warn", args);
  }
  info(...args: unknown[]) {
    this.call("info", args);
  }
  debug(...args: unknown[]) {
    this.call("debug", args);
  }
  trace(...args: unknown[]) {
    this.call("trace", args);
  }
  private call(method: LogMethod, args: unknown[]) {
    // pino's parent knows the level: a debug line at level info makes no child.
    const parent = this.parent as unknown as { isLevelEnabled?: (level: string) => boolean };
    if (parent.isLevelEnabled && !parent.isLevelEnabled(method)) return;
    (this.log[method] as (...a: unknown[]) => void)(...args);
  }
}

/** Fastify's childLoggerFactory: each request's lines carry its id ("reqId"). */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Record<string, unknown>): FastifyBaseLogger {
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
