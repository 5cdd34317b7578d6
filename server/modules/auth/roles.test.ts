import crypto from "node:crypto";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleRefusedMessage } from "#contracts/user";
import { type Connection, connect, migrate } from "#server/db/connect";
import { CodeMigrations } from "#server/db/migrations";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress, signIn, unique, userIdOf } from "#server/test/staff-api";

// Roles: the first account is an admin, a sign-up gets its role when an admin
// verifies it, only admins manage accounts, and there is always an admin left.

describe.each(testDatabases)("staff roles on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const signin = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password }, remoteAddress: randomAddress() });
  const signup = async () => {
    const username = unique("asha");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(201);
    return { username, password: "a long enough password", id: await userIdOf(t.app, admin, username) };
  };
  const verify = (id: string, token: string, payload?: object) =>
    t.app.inject({ method: "PUT", url: `/api/auth/verify-user/${id}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const changeRole = (id: string, token: string, payload: object) =>
    t.app.inject({ method: "PUT", url: `/api/auth/users/${id}/role`, headers: bearer(token), payload });
  const listed = async (username: string) =>
    ((await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(admin) })).json().data as { username: string; role: string | null }[]).find(
      (u) => u.username === username,
    );

  it("makes the first account an admin, and says so in the signin answer", async () => {
    const res = await signin(ADMIN.username, ADMIN.password);
    expect(res.json().user).toMatchObject({ username: ADMIN.username, isVerified: true, role: "admin" });
  });

  it("gives a sign-up no role until an admin verifies it; without a role chosen it becomes an editor", async () => {
    const account = await signup();
    expect(await listed(account.username)).toMatchObject({ isVerified: false, role: null });
    const res = await verify(account.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "User verified successfully",
      data: { username: account.username, isVerified: true, role: "editor" },
    });
    expect((await signin(account.username, account.password)).json().user).toMatchObject({ role: "editor" });
  });

  it("verifies with the role the admin chooses", async () => {
    const account = await signup();
    const res = await verify(account.id, admin, { role: "counsellor" });
    expect(res.json().data).toMatchObject({ isVerified: true, role: "counsellor" });
    expect((await signin(account.username, account.password)).json().user.role).toBe("counsellor");
  });

  it("refuses an unknown role with 400 and leaves the account pending", async () => {
    const account = await signup();
    const res = await verify(account.id, admin, { role: "owner" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Choose a role: admin, editor, counsellor, trainer or placement.",
      errors: { role: expect.any(String) },
    });
    expect(await listed(account.username)).toMatchObject({ isVerified: false, role: null });
  });

  it("does not change the role of an account that is already verified when it is verified again", async () => {
    const staff = await newStaff(t.app, admin, "counsellor");
    const again = await verify(staff.id, admin, { role: "admin" });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.role).toBe("counsellor");
    expect((await listed(staff.username))?.role).toBe("counsellor");
  });

  it("lets only admins verify, list, delete and change roles", async () => {
    const editor = await newStaff(t.app, admin, "editor");
    const counsellor = await newStaff(t.app, admin, "counsellor");
    const pending = await signup();
    for (const token of [editor.token, counsellor.token]) {
      const role = token === editor.token ? "editor" : "counsellor";
      for (const res of [
        await verify(pending.id, token, { role: "admin" }),
        await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) }),
        await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${pending.id}`, headers: bearer(token) }),
        await changeRole(editor.id, token, { role: "admin" }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: roleRefusedMessage(role) });
      }
    }
    expect(await listed(pending.username)).toMatchObject({ isVerified: false, role: null });
    expect((await listed(editor.username))?.role).toBe("editor");
  });

  it("changes a role, ends that person's sessions so they log in to the new one, and reports the new role", async () => {
    const staff = await newStaff(t.app, admin, "editor");
    const res = await changeRole(staff.id, admin, { role: "counsellor" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: `Role changed. ${staff.username} must log in again.`,
      data: { username: staff.username, role: "counsellor" },
    });
    const ended = await t.app.inject({ method: "GET", url: "/api/enquiries/stats", headers: bearer(staff.token) });
    expect(ended.statusCode).toBe(401);
    const again = await signin(staff.username, staff.password);
    expect(again.json().user.role).toBe("counsellor");
    const inbox = await t.app.inject({ method: "GET", url: "/api/enquiries/stats", headers: bearer(again.json().token) });
    expect(inbox.statusCode).toBe(200);
    const content = await t.app.inject({ method: "GET", url: "/api/content/status", headers: bearer(again.json().token) });
    expect(content.statusCode).toBe(403);
  });

  it("answers a role change with 400 for no or an unknown role, 404 for no such user, 409 for a pending account", async () => {
    const staff = await newStaff(t.app, admin, "editor");
    for (const payload of [{}, { role: "owner" }, { role: 1 }]) {
      const res = await changeRole(staff.id, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe("Choose a role: admin, editor, counsellor, trainer or placement.");
    }
    expect((await changeRole(crypto.randomUUID(), admin, { role: "editor" })).statusCode).toBe(404);
    const pending = await signup();
    const refused = await changeRole(pending.id, admin, { role: "editor" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This account is not verified yet. Verify it with a role first.");
    expect((await listed(pending.username))?.role).toBeNull();
  });
});

describe.each(testDatabases)("the last admin on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  it("cannot lose the admin role; with a second admin either one can step down, then the other is the last again", async () => {
    const admin = await signIn(t.app);
    const adminId = await userIdOf(t.app, admin, ADMIN.username);
    const role = (id: string, token: string, value: string) =>
      t.app.inject({ method: "PUT", url: `/api/auth/users/${id}/role`, headers: bearer(token), payload: { role: value } });

    const refused = await role(adminId, admin, "editor");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: "You cannot take the admin role from the last admin. Make another user an admin first." });

    const second = await newStaff(t.app, admin, "editor");
    expect((await role(second.id, admin, "admin")).statusCode).toBe(200);
    const secondToken = await signIn(t.app, second.username, second.password);

    // The first admin steps down; its own sessions end with the change.
    const down = await role(adminId, admin, "counsellor");
    expect(down.statusCode).toBe(200);
    expect(down.json().data.role).toBe("counsellor");

    const lastNow = await role(second.id, secondToken, "editor");
    expect(lastNow.statusCode).toBe(409);
    const deleteLast = await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${second.id}`, headers: bearer(secondToken) });
    expect(deleteLast.statusCode).toBe(409);
    expect(deleteLast.json().message).toBe("You cannot delete the last admin. Make another user an admin first.");
    const admins = await t.app.db.selectFrom("users").select("username").where("role", "=", "admin").where("is_verified", "=", 1).execute();
    expect(admins).toEqual([{ username: second.username }]);
  });
});

describe.each(testDatabases)("upgrading a database that has staff but no roles, on $name", (database) => {
  let conn: Connection;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
  });
  afterAll(async () => {
    await conn?.close();
    await drop();
  });

  it("makes every verified account an admin (nobody loses access) and leaves pending ones without a role", async () => {
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    const before = await migrator.migrateTo("003-content");
    expect(before.error).toBeUndefined();
    const row = (username: string, verified: number) => ({
      id: crypto.randomUUID(),
      username,
      email: `${username}@example.com`,
      mobile: "9876543210",
      password_hash: "x",
      is_verified: verified,
      created_at: new Date().toISOString(),
    });
    // The table as it was before roles: written without the role column.
    for (const r of [row("old-one", 1), row("old-two", 1), row("waiting", 0)]) {
      await sql`insert into users (id, username, email, mobile, password_hash, is_verified, created_at)
        values (${r.id}, ${r.username}, ${r.email}, ${r.mobile}, ${r.password_hash}, ${r.is_verified}, ${r.created_at})`.execute(conn.db);
    }

    expect(await migrate(conn)).toContain("004-roles-audit");
    const users = await conn.db.selectFrom("users").select(["username", "role"]).orderBy("username").execute();
    expect(users).toEqual([
      { username: "old-one", role: "admin" },
      { username: "old-two", role: "admin" },
      { username: "waiting", role: null },
    ]);
    expect(await conn.db.selectFrom("audit_log").selectAll().execute()).toEqual([]);
  });
});
