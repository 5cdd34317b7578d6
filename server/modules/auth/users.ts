import crypto from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import { type PublicUser, ROLES, type Role, type SignupInput } from "#contracts/user";
import type { Database, Db, UsersTable } from "#server/db/types";
import { Conflict } from "#server/domain-errors";
import { nowIso } from "../common/clock";
import { isUniqueViolation } from "../common/db-errors";
import type { Paging } from "../common/list-query";
import type { Actor, ReleaseLeads } from "./deps";
import { hashPassword } from "./passwords";
import { forgetDevices } from "./device-proofs";
import { deleteUserSessions, hashToken } from "./sessions";

// Staff accounts: used by the auth routes, the first-account bootstrap and the
// staff command, so every way of creating an account follows the same rules.

export const USER_MESSAGES = {
  usernameTaken: "This username is already taken",
  emailTaken: "An account with this email already exists",
  lastAdmin: "You cannot delete the last admin. Make another user an admin first.",
  lastAdminRole: "You cannot take the admin role from the last admin. Make another user an admin first.",
  notVerified: "This account is not verified yet. Verify it with a role first.",
} as const;

const asRole = (value: string | null): Role | null => ((ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : null);

export function toPublicUser(row: UsersTable): PublicUser {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    isVerified: Number(row.is_verified) === 1,
    role: asRole(row.role),
    createdAt: row.created_at,
    displayName: row.display_name ?? null,
  };
}

/** Sets the name a staff member signs messages with; answers the account as it now is (undefined when gone). */
export async function setDisplayName(db: Db, id: string, name: string) {
  await db.updateTable("users").set({ display_name: name }).where("id", "=", id).execute();
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPublicUser(row) : undefined;
}

// Usernames and emails are unique regardless of letter case ("Priya" is "priya"):
// compared through lower() on both sides so SQLite and PostgreSQL agree.
const sameText = (column: "username" | "email", value: string) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

export async function findUserById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom("users").selectAll().where(sameText("username", username.trim())).executeTakeFirst();
}

async function conflictOf(db: Db, username: string, email: string): Promise<string | null> {
  if (await findUserByUsername(db, username)) return USER_MESSAGES.usernameTaken;
  const byEmail = await db.selectFrom("users").select("id").where(sameText("email", email)).executeTakeFirst();
  return byEmail ? USER_MESSAGES.emailTaken : null;
}

/**
 * Creates an account; a taken username or email is a 409 with a message saying
 * which. A role makes it verified with that role; null leaves it waiting for an admin.
 */
export async function createUser(db: Db, input: SignupInput, role: Role | null): Promise<UsersTable> {
  const username = input.username.trim();
  const email = input.email.trim().toLowerCase();
  const conflict = await conflictOf(db, username, email);
  if (conflict) throw new Conflict(conflict);
  const row: UsersTable = {
    id: crypto.randomUUID(),
    username,
    email,
    mobile: input.mobile.trim(),
    password_hash: await hashPassword(input.password),
    is_verified: role ? 1 : 0,
    created_at: nowIso(),
    role,
    available: 1,
  };
  try {
    await db.insertInto("users").values(row).execute();
  } catch (err) {
    // Two signups racing for the same name: the database's UNIQUE decides.
    if (isUniqueViolation(err)) throw new Conflict((await conflictOf(db, username, email)) ?? USER_MESSAGES.usernameTaken);
    throw err;
  }
  return row;
}

export async function listUsers(db: Db, paging: Paging | null) {
  let query = db.selectFrom("users").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countUsers(db: Db) {
  const { n } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Pending → Verified, with no way back (docs/decisions/016); the role is given at
 * the same moment. An account that is already verified keeps its role (that is
 * changed with setRole). undefined when there is no such account.
 */
export async function verifyUser(db: Db, id: string, role: Role) {
  await db.updateTable("users").set({ is_verified: 1, role }).where("id", "=", id).where("is_verified", "=", 0).execute();
  return findUserById(db, id);
}

/** Another verified admin than `id` exists: the condition that keeps at least one admin. */
const anotherAdmin = (eb: ExpressionBuilder<Database, "users">, id: string) =>
  eb.exists(
    eb.selectFrom("users as other").select("other.id").where("other.is_verified", "=", 1).where("other.role", "=", "admin").where("other.id", "<>", id),
  );

/** A verified admin: the accounts of which one must always remain. */
const isAdmin = (eb: ExpressionBuilder<Database, "users">) => eb.and([eb("is_verified", "=", 1), eb("role", "=", "admin")]);

/**
 * Gives a verified account another role and ends its sessions, so its dashboard
 * shows the new role's sections at the next login. The last admin keeps the
 * role: without one nobody could manage accounts. Check and change are one
 * statement (see deleteUser). An account that stops being a counsellor returns
 * its open leads to Unassigned, each with a line on its timeline (docs/decisions/035).
 */
export type RoleChange =
  | { outcome: "changed"; before: Role | null; user: UsersTable; returnedLeads: number }
  | { outcome: "unchanged"; before: Role | null; user: UsersTable }
  | { outcome: "not-found" }
  | { outcome: "not-verified" }
  | { outcome: "last-admin" };

export async function setRole(db: Db, id: string, role: Role, releaseLeads: ReleaseLeads, by: Actor = null): Promise<RoleChange> {
  const before = await findUserById(db, id);
  if (!before) return { outcome: "not-found" };
  if (Number(before.is_verified) !== 1) return { outcome: "not-verified" };
  if (before.role === role) return { outcome: "unchanged", before: asRole(before.role), user: before };
  const returnedLeads = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ role })
      .where("id", "=", id)
      .where("is_verified", "=", 1)
      .where((eb) => (role === "admin" ? eb.lit(true) : eb.or([eb.not(isAdmin(eb)), anotherAdmin(eb, id)])))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    await deleteUserSessions(trx, id);
    // The account's row is locked by the update above: no lead can be given to it meanwhile.
    return role === "counsellor" ? 0 : releaseLeads(trx, { id, username: before.username }, "not-counsellor", by);
  });
  if (returnedLeads === null) return (await findUserById(db, id)) ? { outcome: "last-admin" } : { outcome: "not-found" };
  return { outcome: "changed", before: asRole(before.role), user: { ...before, role }, returnedLeads };
}

/**
 * Deletes an account (its sessions go with it: ON DELETE CASCADE), except the last
 * admin: without one nobody could verify or manage anyone again. The check and
 * the delete are one statement so two admins deleting at once cannot both win on
 * SQLite; on PostgreSQL a simultaneous pair is still possible but harmless to
 * recover from with `npm run staff -- create`. The leads it owned go back to
 * Unassigned in the same transaction (docs/decisions/035).
 */
export async function deleteUser(db: Db, id: string, releaseLeads: ReleaseLeads, by: Actor = null): Promise<"deleted" | "not-found" | "last-admin"> {
  const deleted = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("users")
      .where("id", "=", id)
      .where((eb) => eb.or([eb.not(isAdmin(eb)), anotherAdmin(eb, id)]))
      .returning(["id", "username"])
      .executeTakeFirst();
    if (gone) await releaseLeads(trx, gone, "deleted", by);
    return gone !== undefined;
  });
  if (deleted) return "deleted";
  return (await findUserById(db, id)) ? "last-admin" : "not-found";
}

/** Sets a new password (a staff reset) and logs the user out everywhere; no browser is known to the account any more (docs/decisions/055). */
export async function setPassword(db: Db, userId: string, password: string) {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", userId)
    .execute();
  await deleteUserSessions(db, userId);
  await forgetDevices(db, userId);
}

/**
 * A signed-in user's new password: every other session of theirs ends (a device
 * someone else may hold), the one that made the change stays logged in. Every
 * device proof of the account ends too (docs/decisions/055): the next login from
 * any browser is a stranger's until it succeeds.
 */
export async function changeOwnPassword(db: Db, userId: string, password: string, keepToken: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id", "<>", hashToken(keepToken)).execute();
    await forgetDevices(trx, userId);
  });
}
