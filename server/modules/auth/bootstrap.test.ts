import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { useTestApp } from "../../test/app";
import { testDatabases } from "../../test/databases";
import { randomAddress } from "../common/testing";
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
    await ensureFirstStaff(t.app.db, t.config);
    expect(log).not.toHaveBeenCalled();
    const users = await t.app.db.selectFrom("users").select("username").execute();
    expect(users).toEqual([{ username: "admin" }]);
  });
});
