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
});

export type Env = ReturnType<typeof parseEnv>;

/** Parse the environment once at boot; a bad variable stops the process with its name. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env) {
  const result = envSchema.safeParse(source);
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
  };
}
