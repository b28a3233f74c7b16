// `npm run create-admin -- --username NAME --email ADDRESS [--first-name F] [--last-name L]`
// Creates the first super admin, or resets an existing account to an active super admin with a
// new password, on the database the server would use (DATABASE_URL, else the embedded one).
// The password comes from ADMIN_PASSWORD or a hidden prompt, never from the command line, so it
// stays out of shell history. All of that user's sessions are ended.
import { parseArgs } from "node:util";
import { eq, or, sql } from "drizzle-orm";
import { passwordProblem, hashPassword } from "#server/features/accounts/passwords.ts";
import { createSessionService } from "#server/platform/auth/sessions.ts";
import { openDatabase } from "#server/platform/db/client.ts";
import { recoveryCodes, userTwoFactor } from "#server/platform/db/schema/two-factor.ts";
import { users } from "#server/platform/db/schema/users.ts";
import { parseEnv } from "#server/platform/env.ts";
import { createAuditService } from "#server/platform/audit.ts";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

/** Read a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail("no terminal to ask for the password: set ADMIN_PASSWORD instead");
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") fail("cancelled");
        if (char === "\u007f") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const username = values.username?.trim();
  const email = values.email?.trim().toLowerCase();
  if (!username || !email) fail("usage: npm run create-admin -- --username NAME --email ADDRESS");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`"${email}" is not an e-mail address`);

  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    password = await promptHidden("New password: ");
    if ((await promptHidden("Repeat it: ")) !== password) fail("the two passwords differ");
  }
  const problem = passwordProblem(password);
  if (problem) fail(problem);

  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error) =>
    fail(error instanceof Error ? error.message : String(error)),
  );
  try {
    const passwordHash = await hashPassword(password);
    const profile = {
      email,
      passwordHash,
      role: "super_admin",
      isActive: true,
      ...(values["first-name"] ? { firstName: values["first-name"] } : {}),
      ...(values["last-name"] ? { lastName: values["last-name"] } : {}),
    };
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email)))
      .limit(1);
    const [user] = existing
      ? await database.db.update(users).set(profile).where(eq(users.id, existing.id)).returning()
      : await database.db
          .insert(users)
          .values({ username, ...profile })
          .returning();
    const ended = await createSessionService(database.db).revokeAllForUser(user.id);
    // A reset is how the last super admin gets back in: a lost phone too. Their second factor and
    // recovery codes go; they set it up again at their next sign-in (decision 0028).
    let removedFactor = false;
    if (existing) {
      await database.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      removedFactor =
        (await database.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id)).returning()).length > 0;
    }
    await createAuditService(database.db).record({
      actor: null,
      action: existing ? "user.super_admin_reset" : "user.super_admin_created",
      entityType: "user",
      entityId: user.id,
      summary: `create-admin ${existing ? "reset" : "created"} super admin ${user.username}`,
      ...(removedFactor ? { details: { twoFactorRemoved: true } } : {}),
    });
    console.log(
      `${existing ? "Reset" : "Created"} super admin "${user.username}" <${user.email}>` +
        (ended ? `; ended ${ended} session(s)` : "") +
        (removedFactor ? "; removed their two-factor sign-in (set it up again at the next sign-in)" : ""),
    );
  } finally {
    await database.close();
  }
}

await main();
