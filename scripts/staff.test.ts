import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect, migrate } from "../server/db/connect";
import { verifyPassword } from "../server/modules/auth/passwords";
import { createSession, findSessionUser } from "../server/modules/auth/sessions";
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
    const code = await runStaff(argv, conn.db, (l) => out.push(l), (l) => err.push(l));
    return { code, out: out.join("\n"), err: err.join("\n") };
  }
  const user = (username: string) => conn.db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirstOrThrow();

  it("creates a verified account with the given password", async () => {
    const res = await run("create", "meena", "meena@example.com", "9876543210", "--password", "a strong password");
    expect(res).toMatchObject({ code: 0, err: "" });
    expect(res.out).not.toContain("a strong password");
    const row = await user("meena");
    expect(row.is_verified).toBe(1);
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
    expect(await run("create", "new2", "new2@example.com", "9876543210", "--password", "short")).toMatchObject({ code: 1 });
    expect((await run("create", "onlyname")).code).toBe(1);
  });

  it("verifies an account that signed up", async () => {
    await conn.db
      .insertInto("users")
      .values({ id: "pending-1", username: "selvi", email: "selvi@example.com", mobile: "9000000000", password_hash: "x", is_verified: 0, created_at: new Date().toISOString() })
      .execute();
    expect((await run("verify", "selvi")).code).toBe(0);
    expect((await user("selvi")).is_verified).toBe(1);
    expect(await run("verify", "nobody")).toMatchObject({ code: 1, err: expect.stringContaining('No staff account named "nobody"') });
  });

  it("lists every account with its status", async () => {
    const res = await run("list");
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^meena\tmeena@example.com\t9876543210\tverified\t\d{4}-\d{2}-\d{2}$/m);
    expect(res.out.split("\n")).toHaveLength(3);
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

  it("explains itself for help, unknown commands and unknown options", async () => {
    expect(await run("help")).toMatchObject({ code: 0, out: expect.stringContaining("reset-password") });
    expect(await run("frobnicate")).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command "frobnicate"') });
    expect((await run("list", "--colour")).code).toBe(1);
    expect((await run()).code).toBe(1);
  });

  it("works as a command on the database DATABASE_URL names", () => {
    const file = path.join(dir, "cli.db");
    const env = { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: "test" };
    const tsx = path.resolve("node_modules/.bin/tsx");
    const created = execFileSync(tsx, ["scripts/staff.ts", "create", "kavya", "kavya@example.com", "9123456789", "--password", "long enough pw"], { env, encoding: "utf8" });
    expect(created).toContain('Created verified staff account "kavya"');
    expect(execFileSync(tsx, ["scripts/staff.ts", "list"], { env, encoding: "utf8" })).toContain("kavya\tkavya@example.com");
    // Two real process starts (tsx compiles on the fly): slow on a busy 2-core machine.
  }, 90_000);
});
