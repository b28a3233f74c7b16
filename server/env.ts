import { z } from "zod";

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
  /** Behind a load balancer, trust its X-Forwarded-For for client addresses. */
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
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
});

export type Env = ReturnType<typeof parseEnv>;

/** Parse the environment once at boot; a bad variable stops the process with its name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const result = envSchema
    .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
      path: ["MAIL_FROM"],
      message: "is required when SMTP_URL is set (the sender of every e-mail)",
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
    trustProxy: env.TRUST_PROXY === "true",
    smtp: env.SMTP_URL && env.MAIL_FROM ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    mailWorker: env.MAIL_WORKER === "true",
  };
}
