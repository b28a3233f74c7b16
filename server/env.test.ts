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

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ BASE_URL: "not a url" }, "BASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("fails fast naming the bad variable (%o)", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid environment:\\n\\s+${name}:`));
  });
});
