// A throwaway PostgreSQL database for the benches: created with a random name on the server an
// admin URL points at (one where we may CREATE DATABASE), dropped (forcing out any connection left).
import { randomBytes } from "node:crypto";
import pg from "pg";

/** postgres://postgres@127.0.0.1:5432/postgres unless DATABASE_URL says otherwise. */
export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
