import type { Config } from "../../config";
import type { Db } from "../../db/types";
import { HttpError } from "../../http-error";
import { generatePassword } from "./passwords";
import { countUsers, createUser } from "./users";

/**
 * docs/decisions/016: a fresh database gets one verified admin account, from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or "admin" with a generated password printed
 * once. Nothing happens when any account exists, so restarts never reset anything.
 */
export async function ensureFirstStaff(db: Db, config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD" | "ADMIN_EMAIL">) {
  if ((await countUsers(db)) > 0) return;
  const username = config.ADMIN_USERNAME ?? "admin";
  const generated = config.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = config.ADMIN_PASSWORD ?? generated!;
  const email = config.ADMIN_EMAIL ?? `${username}@localhost`;
  try {
    // The first account runs the place: it verifies everyone else and gives them roles.
    await createUser(db, { username, email, mobile: "0000000000", password }, "admin");
  } catch (err) {
    // Two instances starting on one empty PostgreSQL: the other one created it.
    if (err instanceof HttpError && err.statusCode === 409) return;
    throw err;
  }
  if (generated) printOnce(username, generated);
}

function printOnce(username: string, password: string) {
  const lines = [
    "First staff account created (shown only this once):",
    `  username: ${username}`,
    `  password: ${password}`,
    "Log in at /login and change it with:",
    `  npm run staff -- reset-password ${username}`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bar = "─".repeat(width + 2);
  // console.log, not the logger: it must reach the operator even with LOG_LEVEL=silent.
  console.log([`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`].join("\n"));
}
