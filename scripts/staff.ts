import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { DEFAULT_ROLE, ROLES, type Role, signupSchema } from "../contracts/user";
import { loadConfig } from "../server/config";
import { connect, migrate } from "../server/db/connect";
import type { Db } from "../server/db/types";
import { DomainError, parseOr400 } from "../server/domain-errors";
import {
  generatePassword,
  assertStrongPassword,
  siteWords,
  deleteUserSessions,
  turnOffTwoFactor,
  USER_MESSAGES,
  createUser,
  findUserByUsername,
  listUsers,
  setPassword,
  setRole,
  toPublicUser,
  verifyUser,
} from "../server/modules/auth";
import { readSiteFacts } from "../server/modules/content";
import { unassignLeadsOf } from "../server/modules/leads";

// `npm run staff -- <command>`: manage staff accounts on whichever database
// DATABASE_URL points at (docs/decisions/016), e.g. when nobody can log in any more.

export const USAGE = `Usage: npm run staff -- <command>
  create <username> <email> <mobile> [--password P]   create a verified admin account (prints a generated password when none is given)
  verify <username> [--role R]                        let an account that signed up log in, as editor unless --role says otherwise
  role <username> <admin|editor|counsellor>           change the role of a verified account (it is logged out everywhere)
  list                                                show every account with its status and role
  reset-password <username> [--password P]            set a new password (generated when none is given) and log the account out everywhere
  reset-2fa <username>                                turn off two-factor authentication (a lost phone and no recovery codes) and log the account out everywhere

Roles: admin (everything, manages staff accounts), editor (the site's content),
counsellor (the enquiry inbox only).`;

const isRole = (value: string | undefined): value is Role => (ROLES as readonly string[]).includes(value ?? "");
const ROLE_HELP = `The role must be one of: ${ROLES.join(", ")}.`;

/** Runs one command; returns the process exit code. Output goes through `out`, problems through `err`. */
export async function runStaff(argv: string[], db: Db, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { password: { type: "string", short: "p" }, role: { type: "string", short: "r" }, help: { type: "boolean", short: "h" } },
    });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 1;
  }
  const [command, ...args] = parsed.positionals;
  const password = parsed.values.password;
  if (parsed.values.help || command === "help") {
    out(USAGE);
    return 0;
  }

  const expectArgs = (n: number) => {
    if (args.length === n) return true;
    err(`"${command}" takes ${n} argument${n === 1 ? "" : "s"}.\n${USAGE}`);
    return false;
  };

  if (parsed.values.role !== undefined && command !== "verify") {
    err(`--role goes with "verify"; to change a role: npm run staff -- role <username> <role>\n${USAGE}`);
    return 1;
  }

  try {
    switch (command) {
      case "create": {
        if (!expectArgs(3)) return 1;
        const [username, email, mobile] = args as [string, string, string];
        const chosen = password ?? generatePassword();
        const input = parseOr400(signupSchema, { username, email, mobile, password: chosen });
        assertStrongPassword(input.password, { ...input, siteWords: await siteWords(db, readSiteFacts) });
        // The command line is where the people who run the server work: it makes admins.
        await createUser(db, input, "admin");
        out(`Created verified staff account "${input.username}" (admin).`);
        if (!password) out(`Password (shown only now): ${chosen}`);
        return 0;
      }
      case "verify": {
        if (!expectArgs(1)) return 1;
        const role = parsed.values.role ?? DEFAULT_ROLE;
        if (!isRole(role)) {
          err(ROLE_HELP);
          return 1;
        }
        const user = await findUserByUsername(db, args[0]!);
        if (!user) return missing(args[0]!, err);
        if (Number(user.is_verified) === 1) {
          out(`"${user.username}" is already verified (${user.role ?? "no role"}). To change the role: npm run staff -- role ${user.username} <role>`);
          return 0;
        }
        await verifyUser(db, user.id, role);
        out(`"${user.username}" is verified as ${role} and can log in.`);
        return 0;
      }
      case "role": {
        if (!expectArgs(2)) return 1;
        const [username, role] = args as [string, string];
        if (!isRole(role)) {
          err(ROLE_HELP);
          return 1;
        }
        const user = await findUserByUsername(db, username);
        if (!user) return missing(username, err);
        const result = await setRole(db, user.id, role, unassignLeadsOf);
        if (result.outcome === "not-found") return missing(username, err);
        if (result.outcome === "not-verified") {
          err(`"${user.username}" is not verified yet. Verify it with a role: npm run staff -- verify ${user.username} --role ${role}`);
          return 1;
        }
        if (result.outcome === "last-admin") {
          err(USER_MESSAGES.lastAdminRole);
          return 1;
        }
        if (result.outcome === "unchanged") out(`"${user.username}" already is ${role}.`);
        else out(`"${user.username}" is now ${role} (was ${result.before ?? "no role"}); every session of this account has ended.`);
        return 0;
      }
      case "list": {
        if (!expectArgs(0)) return 1;
        const { rows } = await listUsers(db, null);
        if (rows.length === 0) out("No staff accounts yet.");
        for (const user of rows.map(toPublicUser)) {
          out([user.username, user.email, user.mobile, user.isVerified ? "verified" : "pending", user.role ?? "-", user.createdAt.slice(0, 10)].join("\t"));
        }
        return 0;
      }
      case "reset-password": {
        if (!expectArgs(1)) return 1;
        const user = await findUserByUsername(db, args[0]!);
        if (!user) return missing(args[0]!, err);
        const chosen = password ?? generatePassword();
        const { password: valid } = parseOr400(signupSchema.pick({ password: true }), { password: chosen });
        assertStrongPassword(valid, { ...user, siteWords: await siteWords(db, readSiteFacts) });
        await setPassword(db, user.id, valid);
        out(`New password set for "${user.username}"; every session of this account has ended.`);
        if (!password) out(`Password (shown only now): ${chosen}`);
        return 0;
      }
      case "reset-2fa": {
        if (!expectArgs(1)) return 1;
        const user = await findUserByUsername(db, args[0]!);
        if (!user) return missing(args[0]!, err);
        if (!user.totp_enabled_at && !user.totp_pending_secret) {
          out(`"${user.username}" does not use two-factor authentication; nothing changed.`);
          return 0;
        }
        await turnOffTwoFactor(db, user.id);
        await deleteUserSessions(db, user.id);
        out(`Two-factor authentication is off for "${user.username}"; every session of this account has ended. They can set it up again after logging in.`);
        return 0;
      }
      default:
        err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
        return 1;
    }
  } catch (e) {
    // Validation and conflicts carry a message meant for people; anything else is a real fault.
    if (e instanceof DomainError) {
      err(e.message);
      return 1;
    }
    throw e;
  }
}

function missing(username: string, err: (line: string) => void) {
  err(`No staff account named "${username}". See: npm run staff -- list`);
  return 1;
}

async function main() {
  const config = loadConfig();
  const conn = connect(config.database);
  try {
    await migrate(conn);
    process.exitCode = await runStaff(process.argv.slice(2), conn.db, console.log, console.error);
  } finally {
    await conn.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
