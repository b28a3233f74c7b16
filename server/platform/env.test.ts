import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

const KEY = Buffer.alloc(32, 7).toString("base64");

describe("parseEnv", () => {
  it("defaults to the embedded database with demo content", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, embedded: true, seedDemo: true, isProduction: true });
    expect(env.baseUrl).toBe("http://127.0.0.1:3000");
  });

  it("does not seed PostgreSQL unless asked", () => {
    const postgres = { DATABASE_URL: "postgres://u@h/db", ENTITY_DATA_KEY: KEY, SIGNING_P12_BASE64: "MIIK" };
    expect(parseEnv(postgres).seedDemo).toBe(false);
    expect(parseEnv({ ...postgres, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("takes ENTITY_DATA_KEY as base64 or hex; requires it in production on PostgreSQL only", () => {
    expect(parseEnv({ ENTITY_DATA_KEY: KEY }).fieldKey).toEqual(Buffer.alloc(32, 7));
    expect(parseEnv({ ENTITY_DATA_KEY: "07".repeat(32) }).fieldKey).toEqual(Buffer.alloc(32, 7));
    expect(parseEnv({}).fieldKey).toBeNull();
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", NODE_ENV: "test" }).fieldKey).toBeNull();
  });

  it("keeps mail in the outbox unless SMTP_URL and MAIL_FROM are both set", () => {
    expect(parseEnv({}).smtp).toBeNull();
    const smtp = { SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "EdFutures <no-reply@edfutures.com>" };
    expect(parseEnv(smtp).smtp).toEqual({ url: smtp.SMTP_URL, from: smtp.MAIL_FROM });
    expect(parseEnv({ ...smtp, MAIL_FROM: "no-reply@edfutures.com" }).smtp?.from).toBe("no-reply@edfutures.com");
  });

  it("serves metrics only when METRICS_PORT is set, on loopback unless METRICS_HOST says otherwise", () => {
    expect(parseEnv({}).metrics).toBeNull();
    expect(parseEnv({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(parseEnv({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" }).metrics?.host).toBe("0.0.0.0");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BASE_URL: "not a url" }, "BASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com" }, "MAIL_FROM"],
    [{ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "nobody" }, "MAIL_FROM"],
    [{ MAIL_WORKER: "no" }, "MAIL_WORKER"],
    [{ METRICS_PORT: "prometheus" }, "METRICS_PORT"],
    [{ RATE_LIMIT_GENERAL: "-1" }, "RATE_LIMIT_GENERAL"],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "not a url" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
    [{ RATE_LIMIT_WRITES: "many" }, "RATE_LIMIT_WRITES"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT"],
    [{ DATABASE_URL: "postgres://u@h/db" }, "ENTITY_DATA_KEY"],
    [{ DATABASE_URL: "postgres://u@h/db", ENTITY_DATA_KEY: KEY }, "SIGNING_P12_BASE64"],
    [{ SIGNING_P12_BASE64: "not base64!" }, "SIGNING_P12_BASE64"],
    [{ ENTITY_DATA_KEY: "too-short" }, "ENTITY_DATA_KEY"],
    [{ ENTITY_DATA_KEY: Buffer.alloc(16).toString("base64") }, "ENTITY_DATA_KEY"],
  ])("fails fast naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n\\s+${name}:`));
  });
});
