import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { signupSchema } from "../contracts/user";
import { loadConfig } from "../server/config";
import { connect, migrate } from "../server/db/connect";
import type { Db } from "../server/db/types";
import { HttpError, parseOr400 } from "../server/http-error";
import { generatePassword } from "../server/modules/auth/passwords";
import { createUser, findUserByUsername, listUsers, setPassword, toPublicUser, verifyUser } from "../server/modules/auth/users";

// `npm run staff -- <command>`: manage staff accounts on whichever database
// DATABASE_URL points at (DECISIONS.md D4), e.g. when nobody can log in any more.

export const USAGE = `Usage: npm run staff -- <command>
  create <username> <email> <mobile> [--password P]   create a verified account (prints a generated password when none is given)
  verify <username>                                   let an account that signed up log in
  list                                                show every account
  reset-password <username> [--password P]            set a new password (generated when none is given) and log the account out everywhere`;

/** Runs one command; returns the process exit code. Output goes through `out`, problems through `err`. */
export async function runStaff(argv: string[], db: Db, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { password: { type: "string", short: "p" }, help: { type: "boolean", short: "h" } } });
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

  try {
    switch (command) {
      case "create": {
        if (!expectArgs(3)) return 1;
        const [username, email, mobile] = args as [string, string, string];
        const chosen = password ?? generatePassword();
        const input = parseOr400(signupSchema, { username, email, mobile, password: chosen });
        await createUser(db, input, true);
        out(`Created verified staff account "${input.username}".`);
        if (!password) out(`Password (shown only now): ${chosen}`);
        return 0;
      }
      case "verify": {
        if (!expectArgs(1)) return 1;
        const user = await findUserByUsername(db, args[0]!);
        if (!user) return missing(args[0]!, err);
        await verifyUser(db, user.id);
        out(`"${user.username}" is verified and can log in.`);
        return 0;
      }
      case "list": {
        if (!expectArgs(0)) return 1;
        const { rows } = await listUsers(db, null);
        if (rows.length === 0) out("No staff accounts yet.");
        for (const user of rows.map(toPublicUser)) {
          out([user.username, user.email, user.mobile, user.isVerified ? "verified" : "pending", user.createdAt.slice(0, 10)].join("\t"));
        }
        return 0;
      }
      case "reset-password": {
        if (!expectArgs(1)) return 1;
        const user = await findUserByUsername(db, args[0]!);
        if (!user) return missing(args[0]!, err);
        const chosen = password ?? generatePassword();
        const { password: valid } = parseOr400(signupSchema.pick({ password: true }), { password: chosen });
        await setPassword(db, user.id, valid);
        out(`New password set for "${user.username}"; every session of this account has ended.`);
        if (!password) out(`Password (shown only now): ${chosen}`);
        return 0;
      }
      default:
        err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
        return 1;
    }
  } catch (e) {
    // Validation and conflicts carry a message meant for people; anything else is a real fault.
    if (e instanceof HttpError) {
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
