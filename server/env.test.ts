import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("defaults to the embedded database with demo content", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, embedded: true, seedDemo: true, isProduction: true });
    expect(env.baseUrl).toBe("http://127.0.0.1:3000");
  });

  it("does not seed PostgreSQL unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db" }).seedDemo).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("keeps mail in the outbox unless SMTP_URL and MAIL_FROM are both set", () => {
    expect(parseEnv({}).smtp).toBeNull();
    const smtp = { SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "EdFutures <no-reply@edfutures.com>" };
    expect(parseEnv(smtp).smtp).toEqual({ url: smtp.SMTP_URL, from: smtp.MAIL_FROM });
    expect(parseEnv({ ...smtp, MAIL_FROM: "no-reply@edfutures.com" }).smtp?.from).toBe("no-reply@edfutures.com");
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
  ])("fails fast naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n\\s+${name}:`));
  });
});
