import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect, migrate } from "../server/db/connect";
import { WEAK_PASSWORD_MESSAGE, verifyPassword, createSession, findSessionUser } from "../server/modules/auth";
import { runStaff } from "./staff";

describe("npm run staff", () => {
  let dir: string;
  let conn: Connection;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-staff-"));
    conn = connect({ kind: "sqlite", file: path.join(dir, "staff.db") });
    await migrate(conn);
  });
  afterAll(async () => {
    await conn.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaff(
      argv,
      conn.db,
      (l) => out.push(l),
      (l) => err.push(l),
    );
    return { code, out: out.join("\n"), err: err.join("\n") };
  }
  const user = (username: string) => conn.db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirstOrThrow();

  it("creates a verified admin account with the given password", async () => {
    const res = await run("create", "meena", "meena@example.com", "9876543210", "--password", "a strong password");
    expect(res).toMatchObject({ code: 0, err: "" });
    expect(res.out).toContain("(admin)");
    expect(res.out).not.toContain("a strong password");
    const row = await user("meena");
    expect(row.is_verified).toBe(1);
    expect(row.role).toBe("admin");
    expect(await verifyPassword(row.password_hash, "a strong password")).toBe(true);
  });

  it("creates an account with a generated password, printed once", async () => {
    const res = await run("create", "ravi", "ravi@example.com", "9876500000");
    expect(res.code).toBe(0);
    const password = /Password \(shown only now\): (\S+)/.exec(res.out)?.[1];
    expect(password).toBeDefined();
    expect(await verifyPassword((await user("ravi")).password_hash, password!)).toBe(true);
  });

  it("refuses a taken username, a bad email, a short password and missing arguments", async () => {
    expect(await run("create", "MEENA", "other@example.com", "9876543210")).toMatchObject({ code: 1, err: "This username is already taken" });
    expect(await run("create", "new1", "not-an-email", "9876543210")).toMatchObject({ code: 1, err: "Enter a valid email address" });
    expect(await run("create", "new2", "new2@example.com", "9876543210", "--password", "short")).toMatchObject({
      code: 1,
      err: "Password must be at least 12 characters",
    });
    // A common one, however long: the same rule as signing up (docs/decisions/036).
    expect(await run("create", "new3", "new3@example.com", "9876543210", "--password", "password1234")).toMatchObject({ code: 1, err: WEAK_PASSWORD_MESSAGE });
    expect(await run("reset-password", "meena", "--password", "qwertyuiop123")).toMatchObject({ code: 1, err: WEAK_PASSWORD_MESSAGE });
    expect((await run("create", "onlyname")).code).toBe(1);
  });

  it("verifies an account that signed up", async () => {
    await conn.db
      .insertInto("users")
      .values({
        id: "pending-1",
        username: "selvi",
        email: "selvi@example.com",
        mobile: "9000000000",
        password_hash: "x",
        is_verified: 0,
        created_at: new Date().toISOString(),
        available: 1,
      })
      .execute();
    expect((await run("verify", "selvi")).code).toBe(0);
    expect((await user("selvi")).is_verified).toBe(1);
    // Without --role the same default as the dashboard's Verify: editor.
    expect((await user("selvi")).role).toBe("editor");
    expect(await run("verify", "nobody")).toMatchObject({ code: 1, err: expect.stringContaining('No staff account named "nobody"') });
  });

  it("verifies with the role given by --role, and refuses an unknown role", async () => {
    await conn.db
      .insertInto("users")
      .values({
        id: "pending-2",
        username: "arun",
        email: "arun@example.com",
        mobile: "9000000001",
        password_hash: "x",
        is_verified: 0,
        created_at: new Date().toISOString(),
        available: 1,
      })
      .execute();
    expect(await run("verify", "arun", "--role", "owner")).toMatchObject({
      code: 1,
      err: "The role must be one of: admin, editor, counsellor, trainer, placement.",
    });
    expect((await user("arun")).is_verified).toBe(0);
    expect(await run("verify", "arun", "--role", "counsellor")).toMatchObject({ code: 0, out: '"arun" is verified as counsellor and can log in.' });
    expect(await user("arun")).toMatchObject({ is_verified: 1, role: "counsellor" });
  });

  it("changes a role, ends that account's sessions, and never takes the role from the last admin", async () => {
    const { token } = await createSession(conn.db, (await user("arun")).id, 24);
    expect(await run("role", "arun", "editor")).toMatchObject({ code: 0, out: expect.stringContaining('"arun" is now editor (was counsellor)') });
    expect((await user("arun")).role).toBe("editor");
    expect(await findSessionUser(conn.db, token)).toBeUndefined();

    expect(await run("role", "arun", "boss")).toMatchObject({ code: 1, err: "The role must be one of: admin, editor, counsellor, trainer, placement." });
    expect(await run("role", "nobody", "editor")).toMatchObject({ code: 1, err: expect.stringContaining('No staff account named "nobody"') });
    expect((await run("role", "arun")).code).toBe(1);
    expect((await run("create", "x1", "x1@example.com", "9876543210", "--role", "editor")).code).toBe(1);

    // meena and ravi were created as admins: one may step down, the last one may not.
    expect((await run("role", "ravi", "editor")).code).toBe(0);
    expect(await run("role", "meena", "counsellor")).toMatchObject({
      code: 1,
      err: "You cannot take the admin role from the last admin. Make another user an admin first.",
    });
    expect((await user("meena")).role).toBe("admin");
  });

  it("lists every account with its status and role", async () => {
    const res = await run("list");
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^meena\tmeena@example.com\t9876543210\tverified\tadmin\t\d{4}-\d{2}-\d{2}$/m);
    expect(res.out).toMatch(/^arun\tarun@example.com\t9000000001\tverified\teditor\t\d{4}-\d{2}-\d{2}$/m);
    expect(res.out.split("\n")).toHaveLength(4);
  });

  it("resets a password (generated when none is given) and ends every session of the account", async () => {
    const row = await user("meena");
    const { token } = await createSession(conn.db, row.id, 24);
    expect(await findSessionUser(conn.db, token)).toBeDefined();

    const res = await run("reset-password", "meena");
    expect(res.code).toBe(0);
    const password = /Password \(shown only now\): (\S+)/.exec(res.out)?.[1];
    expect(await verifyPassword((await user("meena")).password_hash, password!)).toBe(true);
    expect(await findSessionUser(conn.db, token)).toBeUndefined();

    expect((await run("reset-password", "meena", "--password", "another good one")).code).toBe(0);
    expect(await verifyPassword((await user("meena")).password_hash, "another good one")).toBe(true);
  });

  it("turns off two-factor authentication for an account that lost its phone, and ends its sessions", async () => {
    const row = await user("meena");
    await conn.db.updateTable("users").set({ totp_secret: "JBSWY3DPEHPK3PXP", totp_enabled_at: new Date().toISOString() }).where("id", "=", row.id).execute();
    await conn.db
      .insertInto("recovery_codes")
      .values({ id: "rc-1", user_id: row.id, code_hash: "x", created_at: new Date().toISOString(), used_at: null })
      .execute();
    const { token } = await createSession(conn.db, row.id, 24);

    const res = await run("reset-2fa", "meena");
    expect(res).toMatchObject({ code: 0, err: "" });
    expect(res.out).toContain('Two-factor authentication is off for "meena"');
    expect(await user("meena")).toMatchObject({ totp_secret: null, totp_enabled_at: null });
    expect(await conn.db.selectFrom("recovery_codes").select("id").where("user_id", "=", row.id).execute()).toEqual([]);
    expect(await findSessionUser(conn.db, token)).toBeUndefined();
    // Again: nothing to do, and said so.
    expect((await run("reset-2fa", "meena")).out).toContain("does not use two-factor authentication");
    expect((await run("reset-2fa", "nobody")).code).toBe(1);
  });

  it("explains itself for help, unknown commands and unknown options", async () => {
    expect(await run("help")).toMatchObject({ code: 0, out: expect.stringContaining("reset-password") });
    expect((await run("help")).out).toMatch(/create .*verified admin account/);
    expect((await run("help")).out).toContain("role <username> <admin|editor|counsellor>");
    expect(await run("frobnicate")).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command "frobnicate"') });
    expect((await run("list", "--colour")).code).toBe(1);
    expect((await run()).code).toBe(1);
  });

  it("works as a command on the database DATABASE_URL names", () => {
    const file = path.join(dir, "cli.db");
    const env = { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: "test" };
    const tsx = path.resolve("node_modules/.bin/tsx");
    const created = execFileSync(tsx, ["scripts/staff.ts", "create", "kavya", "kavya@example.com", "9123456789", "--password", "long enough pw"], {
      env,
      encoding: "utf8",
    });
    expect(created).toContain('Created verified staff account "kavya"');
    expect(execFileSync(tsx, ["scripts/staff.ts", "list"], { env, encoding: "utf8" })).toContain("kavya\tkavya@example.com");
    // Two real process starts (tsx compiles on the fly): slow on a busy 2-core machine.
  }, 90_000);
});
