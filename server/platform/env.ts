import { z } from "zod";
import { parseProxyTrust, type ProxyTrust } from "#server/platform/http/proxy-trust.ts";
import { FIELD_KEY_FORMAT, parseFieldKey } from "#server/platform/field-encryption.ts";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("data"),
  BASE_URL: z.url("must be an absolute URL such as https://www.edfutures.com").optional(),
  BUILD_DIR: z.string().min(1).default("build"),
  /** Seed demo content on first start. Defaults to on for the embedded database only. */
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Behind load balancers, which X-Forwarded-For entries are theirs (decision 0045): "true" (one
   * balancer), a hop count, or the balancers' addresses/CIDRs. Never the client's own entries.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): ProxyTrust => {
      const trust = parseProxyTrust(value);
      if (trust && "error" in trust) {
        ctx.addIssue({ code: "custom", message: trust.error });
        return z.NEVER;
      }
      return trust;
    }),
  /** Outgoing mail (decision 0026); without it, mail is kept in the outbox super admins read. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587")
    .optional(),
  /** The sender: an address, or a name and an address ("EdFutures <no-reply@edfutures.com>"). */
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
      'must be an address or "Name <address>", e.g. EdFutures <no-reply@edfutures.com>',
    )
    .optional(),
  /** "false": this instance queues mail but leaves sending to the instances that run the worker. */
  MAIL_WORKER: z.enum(["true", "false"]).default("true"),
  /** Requests per minute per client address, any method (decision 0035); 0: no limit. */
  RATE_LIMIT_GENERAL: z.coerce.number().int().min(0).default(600),
  /** POST/PUT/PATCH/DELETE per minute per client address; 0: no limit. */
  RATE_LIMIT_WRITES: z.coerce.number().int().min(0).default(60),
  /** File bytes in an S3-compatible bucket (decision 0036); unset: in the database. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** An S3-compatible service's address; unset: AWS S3 itself. */
  S3_ENDPOINT: z.url("must be an absolute URL such as https://s3.example.com").optional(),
  /** Both or neither; neither: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, instance roles, ...). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Prometheus metrics at /metrics on this port (decision 0035); unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The metrics listener's address: loopback unless the scraper runs elsewhere. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /**
   * The key that seals entities' tax IDs and bank numbers (decision 0062): 32 bytes, base64 or hex.
   * Required in production on PostgreSQL; otherwise, unset, one is generated into DATA_DIR.
   */
  ENTITY_DATA_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseFieldKey(value) !== null, FIELD_KEY_FORMAT),
  /**
   * The certificate that seals executed subscription PDFs (decision 0065): a PKCS#12 bundle in
   * base64, and its passphrase. Required in production on PostgreSQL; otherwise, unset, a
   * self-signed demo certificate is generated into DATA_DIR.
   */
  SIGNING_P12_BASE64: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || /^[A-Za-z0-9+/]+={0,2}$/.test(value.trim()),
      "must be a PKCS#12 (.p12) file in base64 (base64 -w0 seal.p12)",
    ),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
});

export type Env = ReturnType<typeof parseEnv>;

/** Parse the environment once at boot; a bad variable stops the process with its name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const result = envSchema
    .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
      path: ["MAIL_FROM"],
      message: "is required when SMTP_URL is set (the sender of every e-mail)",
    })
    .refine((env) => !env.METRICS_PORT || env.METRICS_PORT !== env.PORT, {
      path: ["METRICS_PORT"],
      message: "must differ from PORT (metrics are never served on the public port)",
    })
    .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
    })
    .refine((env) => env.S3_BUCKET || !env.S3_ENDPOINT, {
      path: ["S3_BUCKET"],
      message: "is required when S3_ENDPOINT is set",
    })
    .refine((env) => env.ENTITY_DATA_KEY || env.NODE_ENV !== "production" || !env.DATABASE_URL, {
      path: ["ENTITY_DATA_KEY"],
      message: `is required in production on PostgreSQL (it seals tax IDs and bank numbers); ${FIELD_KEY_FORMAT}`,
    })
    .refine((env) => env.SIGNING_P12_BASE64 || env.NODE_ENV !== "production" || !env.DATABASE_URL, {
      path: ["SIGNING_P12_BASE64"],
      message:
        "is required in production on PostgreSQL (the certificate that seals executed subscriptions, with SIGNING_P12_PASSPHRASE)",
    })
    .safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  const embedded = !env.DATABASE_URL;
  return {
    ...env,
    isProduction,
    embedded,
    baseUrl: env.BASE_URL ?? `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === "true" : embedded,
    trustProxy: env.TRUST_PROXY,
    smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    mailWorker: env.MAIL_WORKER === "true",
    requestLimits: { general: env.RATE_LIMIT_GENERAL, writes: env.RATE_LIMIT_WRITES },
    objectStore: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
            : {}),
        }
      : null,
    metrics: env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : null,
    fieldKey: env.ENTITY_DATA_KEY ? parseFieldKey(env.ENTITY_DATA_KEY) : null,
    dataDir: env.DATA_DIR,
    sealP12: env.SIGNING_P12_BASE64 ? Buffer.from(env.SIGNING_P12_BASE64.trim(), "base64") : null,
    sealPassphrase: env.SIGNING_P12_PASSPHRASE,
  };
}
