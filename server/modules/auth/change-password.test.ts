import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, SAME_PASSWORD_MESSAGE } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";
import { WEAK_PASSWORD_MESSAGE } from "./password-policy";
import { SIGNIN_PER_MINUTE } from "./routes";

// Changing one's own password (POST /api/auth/change-password): refused changes
// leave the hash and every session alone, a change ends every other session of
// that user, and attempts are rate-limited per address.

describe.each(testDatabases)("changing one's own password on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const change = (token: string | null, payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
    t.app.inject({ method: "POST", url: "/api/auth/change-password", payload, headers: token ? bearer(token) : {}, remoteAddress });
  const signin = (username: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password }, remoteAddress: randomAddress() });
  // Probes whether a session is alive; only admins may list users, so the accounts it probes are admins.
  const users = (token: string) => t.app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) });
  /** What a refused change must leave alone: the stored hash and every session. */
  const stateOf = async (userId: string) => ({
    hash: (await t.app.db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow()).password_hash,
    sessions: (await t.app.db.selectFrom("sessions").select("id").where("user_id", "=", userId).orderBy("id").execute()).map((r) => r.id),
  });

  it("answers 401 'Please log in.' without a session and 401 'expired' with an ended one, changing nothing", async () => {
    const staff = await newStaff(t.app, admin);
    const before = await stateOf(staff.id);
    const anonymous = await change(null, { currentPassword: staff.password, newPassword: "a brand new password" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });

    const ended = await signIn(t.app, staff.username, staff.password);
    await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(ended) });
    const stale = await change(ended, { currentPassword: staff.password, newPassword: "a brand new password" });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired });
    expect(await stateOf(staff.id)).toEqual(before);
  });

  it("refuses a wrong current password with 400 'Current password is incorrect.', keeps the session and changes nothing", async () => {
    const staff = await newStaff(t.app, admin, "admin");
    const other = await signIn(t.app, staff.username, staff.password);
    const before = await stateOf(staff.id);
    const res = await change(staff.token, { currentPassword: "not my password", newPassword: "a brand new password" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Current password is incorrect.",
      errors: { currentPassword: "Current password is incorrect." },
    });
    expect(await stateOf(staff.id)).toEqual(before);
    expect((await users(staff.token)).statusCode).toBe(200);
    expect((await users(other)).statusCode).toBe(200);
    expect((await signin(staff.username, "a brand new password")).statusCode).toBe(401);
  });

  it.each([
    ["no current password", { newPassword: "a brand new password" }, "currentPassword", "Current password is required"],
    ["no new password", { currentPassword: "a long enough password" }, "newPassword", "New password is required"],
    [
      "a new password that is too short",
      { currentPassword: "a long enough password", newPassword: "eleven char" },
      "newPassword",
      "New password must be at least 12 characters",
    ],
    [
      "a new password that is too long",
      { currentPassword: "a long enough password", newPassword: "x".repeat(201) },
      "newPassword",
      "New password is too long (at most 200 characters)",
    ],
    ["a common new password", { currentPassword: "a long enough password", newPassword: "password1234" }, "newPassword", WEAK_PASSWORD_MESSAGE],
    [
      "a new password equal to the current one",
      { currentPassword: "a long enough password", newPassword: "a long enough password" },
      "newPassword",
      SAME_PASSWORD_MESSAGE,
    ],
  ])("answers 400 to %s and changes nothing", async (_case, payload, field, message) => {
    const staff = await newStaff(t.app, admin, "admin");
    expect(staff.password).toBe("a long enough password");
    const other = await signIn(t.app, staff.username, staff.password);
    const before = await stateOf(staff.id);
    const res = await change(staff.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await stateOf(staff.id)).toEqual(before);
    expect((await users(other)).statusCode).toBe(200);
    expect((await signin(staff.username, staff.password)).statusCode).toBe(200);
  });

  it("answers 400, not 500, for a body that is not an object or not JSON", async () => {
    const staff = await newStaff(t.app, admin);
    for (const payload of ["[]", '"text"', "null", "{broken"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        payload,
        headers: { ...bearer(staff.token), "content-type": "application/json" },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it("changes the password, ends every other session of that user and keeps the current one", async () => {
    const staff = await newStaff(t.app, admin, "admin");
    const phone = await signIn(t.app, staff.username, staff.password);
    const newPassword = "a brand new password";
    const res = await change(staff.token, { currentPassword: staff.password, newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Password changed." });

    const old = await signin(staff.username, staff.password);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(AUTH_MESSAGES.invalid);
    expect((await signin(staff.username, newPassword)).statusCode).toBe(200);

    const ended = await users(phone);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ success: false, message: AUTH_MESSAGES.sessionExpired });
    expect((await users(staff.token)).statusCode).toBe(200);

    const row = await t.app.db.selectFrom("users").select("password_hash").where("id", "=", staff.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(newPassword);
    // Someone else's sessions are not touched.
    expect((await users(admin)).statusCode).toBe(200);
  });

  it(`allows ${SIGNIN_PER_MINUTE} attempts a minute per address, then answers 429 and changes nothing`, async () => {
    const staff = await newStaff(t.app, admin);
    const address = randomAddress();
    for (let i = 0; i < SIGNIN_PER_MINUTE; i++) {
      expect((await change(staff.token, { currentPassword: `guess ${i}`, newPassword: "a brand new password" }, address)).statusCode).toBe(400);
    }
    const before = await stateOf(staff.id);
    const limited = await change(staff.token, { currentPassword: staff.password, newPassword: "a brand new password" }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyPasswordChanges });
    expect(await stateOf(staff.id)).toEqual(before);
    // Another address is not affected.
    expect((await change(staff.token, { currentPassword: staff.password, newPassword: "a brand new password" })).statusCode).toBe(200);
  });
});
