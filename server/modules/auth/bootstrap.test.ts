import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { randomAddress } from "#server/test/staff-api";
import { readSiteFacts } from "../content";
import { ensureFirstStaff } from "./bootstrap";

describe.each(testDatabases)("first staff account without ADMIN_* on $name", (database) => {
  let log: MockInstance<typeof console.log>;
  // Installed before useTestApp builds the server, to read what it prints.
  beforeAll(() => {
    log = vi.spyOn(console, "log").mockImplementation(() => {});
  });
  // Test servers get an unprinted admin password by default; "" unsets it here.
  const t = useTestApp(database, { ADMIN_PASSWORD: "" });
  afterAll(() => log.mockRestore());

  it("prints a generated password once, in a box, and 'admin' can sign in with it", async () => {
    const printed = log.mock.calls.map((args) => args.join(" ")).join("\n");
    expect(printed).toContain("┌");
    expect(printed).toContain("username: admin");
    const password = /password: (\S+)/.exec(printed)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username: "admin", password }, remoteAddress: randomAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: "admin", email: "admin@localhost", isVerified: true });
  });

  it("does nothing (and prints nothing) once any account exists", async () => {
    log.mockClear();
    await ensureFirstStaff(t.app.db, t.config, readSiteFacts);
    expect(log).not.toHaveBeenCalled();
    const users = await t.app.db.selectFrom("users").select("username").execute();
    expect(users).toEqual([{ username: "admin" }]);
  });
});

describe.each(testDatabases)("first staff account from a weak ADMIN_PASSWORD on $name", (database) => {
  it("is refused with a message naming the variable, and nothing is created", async () => {
    const created = await database.create();
    const { connect, migrate } = await import("#server/db/connect");
    const conn = connect(created.database);
    try {
      await migrate(conn);
      for (const [password, problem] of [
        ["short-pass1", /ADMIN_PASSWORD: must be at least 12 characters/],
        ["password1234", /ADMIN_PASSWORD: is too common or too easy to guess/],
        ["principal2024", /ADMIN_PASSWORD: is too common or too easy to guess/],
      ] as const) {
        await expect(
          ensureFirstStaff(conn.db, { ADMIN_USERNAME: "principal", ADMIN_PASSWORD: password, ADMIN_EMAIL: undefined }, readSiteFacts),
        ).rejects.toThrow(problem);
      }
      expect(await conn.db.selectFrom("users").select("id").execute()).toEqual([]);
      // A good one goes through.
      await ensureFirstStaff(conn.db, { ADMIN_USERNAME: "principal", ADMIN_PASSWORD: "mango lantern orbit 42", ADMIN_EMAIL: undefined }, readSiteFacts);
      expect(await conn.db.selectFrom("users").select("username").execute()).toEqual([{ username: "principal" }]);
    } finally {
      await conn.close();
      await created.drop();
    }
  });
});
