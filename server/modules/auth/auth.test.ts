import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress, signIn, unique, userIdOf } from "#server/test/staff-api";
import { SIGNIN_PER_MINUTE, SIGNUPS_PER_HOUR } from "./routes";
import { hashToken } from "./sessions";

describe.each(testDatabases)("staff accounts and sessions on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  const signup = (fields: Record<string, unknown>, remoteAddress = randomAddress()) =>
    t.app.inject({ method: "POST", url: "/api/auth/signup", payload: fields, remoteAddress });
  const signin = (username: string, password: string, remoteAddress = randomAddress()) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password }, remoteAddress });
  const newAccount = () => {
    const username = unique("priya");
    return { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" };
  };

  describe("first staff account", () => {
    it("exists verified from ADMIN_USERNAME / ADMIN_PASSWORD and can sign in", async () => {
      const res = await signin(ADMIN.username, ADMIN.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(body.user).toMatchObject({ username: ADMIN.username, email: `${ADMIN.username}@localhost`, isVerified: true, _id: expect.any(String) });
      expect(body.user).not.toHaveProperty("password");
      expect(body.user).not.toHaveProperty("password_hash");
    });
  });

  describe("signup", () => {
    it("creates an unverified account and answers 201 with a message", async () => {
      const account = newAccount();
      const res = await signup(account);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      const token = await signIn(t.app);
      const users = (await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) })).json().data;
      expect(users.find((u: { username: string }) => u.username === account.username)).toMatchObject({
        email: account.email,
        mobile: account.mobile,
        isVerified: false,
      });
    });

    it("never stores the password itself", async () => {
      const account = newAccount();
      await signup(account);
      const row = await t.app.db.selectFrom("users").selectAll().where("username", "=", account.username).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(account.password);
    });

    it("refuses a taken username (in any letter case) or email with 409", async () => {
      const account = newAccount();
      expect((await signup(account)).statusCode).toBe(201);
      const sameName = await signup({ ...newAccount(), username: account.username.toUpperCase() });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({ success: false, message: "This username is already taken" });
      const sameEmail = await signup({ ...newAccount(), email: account.email.toUpperCase() });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({ success: false, message: "An account with this email already exists" });
    });

    it.each([
      ["username", "Username is required"],
      ["email", "Email is required"],
      ["mobile", "Mobile is required"],
      ["password", "Password is required"],
    ])("answers 400 when %s is missing", async (field, message) => {
      const account: Record<string, string> = newAccount();
      delete account[field];
      const res = await signup(account);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    });

    it("refuses a malformed email and a short password with 400", async () => {
      expect((await signup({ ...newAccount(), email: "not-an-email" })).json().message).toBe("Enter a valid email address");
      const short = await signup({ ...newAccount(), password: "eleven char" });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        message: "Password must be at least 12 characters",
        errors: { password: "Password must be at least 12 characters" },
      });
    });

    // Twenty-one password hashes: more than the default time on a loaded machine.
    it(`allows ${SIGNUPS_PER_HOUR} sign-ups an hour per address, then answers 429 and creates nothing`, { timeout: 60_000 }, async () => {
      const address = randomAddress();
      for (let i = 0; i < SIGNUPS_PER_HOUR; i++) {
        expect((await signup(newAccount(), address)).statusCode).toBe(201);
      }
      const extra = newAccount();
      const limited = await signup(extra, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManySignups });
      expect(limited.headers["retry-after"]).toBeDefined();
      const admin = await signIn(t.app, ADMIN.username, ADMIN.password);
      await expect(userIdOf(t.app, admin, extra.username)).rejects.toThrow(`no user ${extra.username}`);
      // Another address is not affected.
      expect((await signup(extra)).statusCode).toBe(201);
    });

    it("answers 400, not 500, for a body that is not an object or not JSON", async () => {
      for (const payload of ["[]", '"text"', "null", "{broken"]) {
        const res = await t.app.inject({ method: "POST", url: "/api/auth/signup", payload, headers: { "content-type": "application/json" } });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });
  });

  describe("signin", () => {
    it("answers 'User not found' (401) for an unknown username", async () => {
      const res = await signin(unique("nobody"), "whatever password");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.notFound });
    });

    it("answers 'Invalid credentials' (401) for a wrong password", async () => {
      const res = await signin(ADMIN.username, "not the password");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.invalid });
    });

    it("refuses an unverified account with 'User is not verified' (403) until staff verify it", async () => {
      const account = newAccount();
      await signup(account);
      const refused = await signin(account.username, account.password);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.notVerified });

      const admin = await signIn(t.app);
      const id = await userIdOf(t.app, admin, account.username);
      const verify = await t.app.inject({ method: "PUT", url: `/api/auth/verify-user/${id}`, headers: bearer(admin) });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({ success: true, data: { _id: id, isVerified: true } });
      expect((await signin(account.username, account.password)).statusCode).toBe(200);
    });

    it("accepts the username in another letter case", async () => {
      expect((await signin(ADMIN.username.toUpperCase(), ADMIN.password)).statusCode).toBe(200);
    });

    it("answers 400 with the field's message when username or password is missing", async () => {
      const noName = await t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { password: "x" }, remoteAddress: randomAddress() });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe("Username is required");
      const noPassword = await t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username: "x" }, remoteAddress: randomAddress() });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().message).toBe("Password is required");
    });

    it(`allows ${SIGNIN_PER_MINUTE} attempts a minute per address by default, then answers 429`, async () => {
      expect(t.config.SIGNIN_RATE_LIMIT_PER_MINUTE).toBe(SIGNIN_PER_MINUTE);
      const address = randomAddress();
      // Guesses at usernames that do not exist: they count per address only (no account to pause).
      for (let i = 0; i < SIGNIN_PER_MINUTE; i++) {
        expect((await signin(unique("guess"), "wrong password", address)).statusCode).toBe(401);
      }
      const limited = await signin(ADMIN.username, ADMIN.password, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
      expect(limited.headers["retry-after"]).toBeDefined();
      // Another address is not affected.
      expect((await signin(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    });
  });

  describe("sessions", () => {
    const users = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/auth/users", headers });
    const expectExpired = (res: { statusCode: number; json(): unknown }) => {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired });
    };

    it("answers 401 'Please log in.' when no token is sent: nothing expired for someone who never logged in", async () => {
      const noToken: Record<string, string>[] = [
        {},
        { authorization: "" },
        { authorization: "Bearer" },
        { authorization: "Bearer   " },
        { authorization: "Basic YWRtaW46YWRtaW4=" },
      ];
      for (const headers of noToken) {
        const res = await users(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.json(), JSON.stringify(headers)).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });
      }
      expect(AUTH_MESSAGES.signInRequired).toBe("Please log in.");
    });

    it("answers 401 'Your session has expired' to a token that is no session (malformed or forged)", async () => {
      expectExpired(await users({ authorization: "Bearer not-a-token" }));
      expectExpired(await users(bearer(crypto.randomBytes(32).toString("base64url"))));
      expect(AUTH_MESSAGES.sessionExpired).toBe("Your session has expired. Please log in again.");
    });

    it("stores only the SHA-256 of the token", async () => {
      const token = await signIn(t.app);
      const row = await t.app.db.selectFrom("sessions").selectAll().where("id", "=", hashToken(token)).executeTakeFirst();
      expect(row).toBeDefined();
      expect(await t.app.db.selectFrom("sessions").selectAll().where("id", "=", token).executeTakeFirst()).toBeUndefined();
    });

    it("expires after SESSION_TTL_HOURS", async () => {
      const token = await signIn(t.app);
      const row = await t.app.db.selectFrom("sessions").select("expires_at").where("id", "=", hashToken(token)).executeTakeFirstOrThrow();
      const hours = (Date.parse(row.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(t.config.SESSION_TTL_HOURS - 0.1);
      expect(hours).toBeLessThanOrEqual(t.config.SESSION_TTL_HOURS);

      await t.app.db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", hashToken(token))
        .execute();
      expectExpired(await users(bearer(token)));
    });

    it("logout ends the session: the token is worthless afterwards", async () => {
      const token = await signIn(t.app);
      expect((await users(bearer(token))).statusCode).toBe(200);
      const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, message: expect.any(String) });
      expectExpired(await users(bearer(token)));
      expectExpired(await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) }));
    });

    it("logging out one session leaves the user's other sessions alive", async () => {
      const first = await signIn(t.app);
      const second = await signIn(t.app);
      await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(first) });
      expect((await users(bearer(second))).statusCode).toBe(200);
    });

    it("deleting a user revokes every session of that user", async () => {
      const admin = await signIn(t.app);
      // An admin, so that listing users (the probe here) is open to it.
      const staff = await newStaff(t.app, admin, "admin");
      expect((await users(bearer(staff.token))).statusCode).toBe(200);
      const del = await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${staff.id}`, headers: bearer(admin) });
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ success: true, message: expect.any(String) });
      expectExpired(await users(bearer(staff.token)));
      const left = await t.app.db.selectFrom("sessions").select("id").where("user_id", "=", staff.id).execute();
      expect(left).toEqual([]);
    });
  });

  describe("user management", () => {
    it("lists users without passwords, and pages on request", async () => {
      const token = await signIn(t.app);
      const res = await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.total).toBe(body.data.length);
      for (const user of body.data) {
        expect(Object.keys(user).sort()).toEqual(["_id", "createdAt", "displayName", "email", "isVerified", "mobile", "role", "username"]);
      }
      const page = (await t.app.inject({ method: "GET", url: "/api/auth/users?page=1&limit=1", headers: bearer(token) })).json();
      expect(page).toMatchObject({ success: true, page: 1, limit: 1, total: body.total });
      expect(page.data).toHaveLength(1);
      const bad = await t.app.inject({ method: "GET", url: "/api/auth/users?limit=1000", headers: bearer(token) });
      expect(bad.statusCode).toBe(400);
    });

    it("answers 404 to verify or delete an unknown id", async () => {
      const token = await signIn(t.app);
      for (const [method, url] of [
        ["PUT", "/api/auth/verify-user/no-such-id"],
        ["DELETE", "/api/auth/delete/no-such-id"],
        ["PUT", `/api/auth/verify-user/${crypto.randomUUID()}`],
        ["DELETE", `/api/auth/delete/${crypto.randomUUID()}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(token) });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ success: false, message: "User not found" });
      }
    });

    it("requires a session to verify or delete", async () => {
      const admin = await signIn(t.app);
      const id = await userIdOf(t.app, admin, ADMIN.username);
      expect((await t.app.inject({ method: "PUT", url: `/api/auth/verify-user/${id}` })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${id}` })).statusCode).toBe(401);
    });

    it("deletes an unverified user", async () => {
      const admin = await signIn(t.app);
      const account = newAccount();
      await signup(account);
      const id = await userIdOf(t.app, admin, account.username);
      expect((await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${id}`, headers: bearer(admin) })).statusCode).toBe(200);
      expect((await signin(account.username, account.password)).json().message).toBe(AUTH_MESSAGES.notFound);
    });
  });
});

describe.each(testDatabases)("the last admin on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  it("cannot be deleted (409), so staff are never locked out; another admin can delete itself", async () => {
    const admin = await signIn(t.app);
    const adminId = await userIdOf(t.app, admin, ADMIN.username);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${adminId}`, headers: bearer(admin) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: "You cannot delete the last admin. Make another user an admin first." });

    // Only admins delete accounts, so the one deleting itself is an admin too.
    const staff = await newStaff(t.app, admin, "admin");
    const self = await t.app.inject({ method: "DELETE", url: `/api/auth/delete/${staff.id}`, headers: bearer(staff.token) });
    expect(self.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(staff.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(admin) })).statusCode).toBe(200);
  });
});
