import type { Config } from "#server/config";
import type { Db } from "#server/db/types";
import { Conflict } from "#server/domain-errors";
import { PASSWORD_MIN_LENGTH } from "#contracts/user";
import type { SiteFactsReader } from "./deps";
import { isGuessable, siteWords } from "./password-policy";
import { generatePassword } from "./passwords";
import { countUsers, createUser } from "./users";

/**
 * docs/decisions/016: a fresh database gets one verified admin account, from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or "admin" with a generated password printed
 * once. Nothing happens when any account exists, so restarts never reset anything.
 */
export async function ensureFirstStaff(db: Db, config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD" | "ADMIN_EMAIL">, readSiteFacts: SiteFactsReader) {
  if ((await countUsers(db)) > 0) return;
  const username = config.ADMIN_USERNAME ?? "admin";
  const generated = config.ADMIN_PASSWORD ? undefined : generatePassword();
  const password = config.ADMIN_PASSWORD ?? generated!;
  const email = config.ADMIN_EMAIL ?? `${username}@localhost`;
  // The same rules as any chosen password (docs/decisions/036), checked only
  // here: on a database that has accounts the variable is not used at all.
  if (config.ADMIN_PASSWORD) {
    if (config.ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH) throw new FirstAccountError(`ADMIN_PASSWORD: must be at least ${PASSWORD_MIN_LENGTH} characters`);
    if (isGuessable(config.ADMIN_PASSWORD, { username, email, siteWords: await siteWords(db, readSiteFacts) }))
      throw new FirstAccountError("ADMIN_PASSWORD: is too common or too easy to guess; choose a longer one");
  }
  try {
    // The first account runs the place: it verifies everyone else and gives them roles.
    await createUser(db, { username, email, mobile: "0000000000", password }, "admin");
  } catch (err) {
    // Two instances starting on one empty PostgreSQL: the other one created it.
    if (err instanceof Conflict) return;
    throw err;
  }
  if (generated) printOnce(username, generated);
}

/** A bad ADMIN_* value: start-up stops with this message, as for any invalid configuration. */
export class FirstAccountError extends Error {
  constructor(problem: string) {
    super(`Invalid configuration:\n  ${problem}\nSee .env.example for every variable.`);
  }
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
