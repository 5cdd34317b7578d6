import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress, signIn, unique } from "#server/test/staff-api";
import { OWN_WORDS_PASSWORD_MESSAGE, WEAK_PASSWORD_MESSAGE } from "./password-policy";

// docs/decisions/036: logins are throttled per account (not only per address),
// chosen passwords are long and not common, and staff may add a second factor
// (an authenticator app's codes, with single-use recovery codes). The server's
// clock is driven by the tests: no waiting for a pause to end.

const START = Date.parse("2026-11-24T04:30:00.000Z");

/** The authenticator app on the staff member's phone: RFC 6238 codes from the secret. */
const appCode = (secret: string, at: number) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30, timestamp: at });

describe.each(testDatabases)("login security on $name", (database) => {
  let now = START;
  const t = useTestApp(database, ADMIN_ENV, false, { now: () => now });
  const admin = () => signIn(t.app);

  const signin = (username: string, password: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password, ...extra }, remoteAddress: randomAddress() });
  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });

  describe("per-account throttling", () => {
    it("pauses an account after 5 failed logins in a row from any addresses; the owner gets in once the pause is over", async () => {
      const staff = await newStaff(t.app, await admin());
      // Five guesses, each from another address: the per-address limit never sees more than one.
      for (let i = 0; i < 5; i++) expect((await signin(staff.username, `wrong guess ${i}`)).statusCode).toBe(401);

      // Paused: even the right password is refused, without being checked, with a message saying how long.
      const paused = await signin(staff.username, staff.password);
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toEqual({ success: false, message: "Too many failed logins for this account. Try again in 1 minute." });
      expect(paused.headers["retry-after"]).toBe("60");
      expect(paused.json().token).toBeUndefined();

      // Attempts during the pause do not make it longer.
      now += 45_000;
      for (let i = 0; i < 3; i++) expect((await signin(staff.username, "still guessing")).statusCode).toBe(429);
      const later = await signin(staff.username, staff.password);
      expect(later.statusCode).toBe(429);
      expect(later.headers["retry-after"]).toBe("15");
      expect(later.json().message).toBe("Too many failed logins for this account. Try again in 15 seconds.");

      // Over: the owner logs in, and the count starts again from nothing.
      now += 15_000;
      expect((await signin(staff.username, staff.password)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await signin(staff.username, "wrong again")).statusCode).toBe(401);
      expect((await signin(staff.username, staff.password)).statusCode).toBe(200);
    });

    it("doubles the pause with each further failure, up to SIGNIN_LOCK_MAX_MINUTES (15)", async () => {
      const staff = await newStaff(t.app, await admin());
      for (let i = 0; i < 4; i++) expect((await signin(staff.username, "wrong")).statusCode).toBe(401);
      const pauses: string[] = [];
      for (let round = 0; round < 6; round++) {
        // One more failure after each pause ends…
        expect((await signin(staff.username, "wrong")).statusCode).toBe(401);
        const refused = await signin(staff.username, staff.password);
        expect(refused.statusCode).toBe(429);
        pauses.push(refused.headers["retry-after"] as string);
        now += Number(refused.headers["retry-after"]) * 1000;
      }
      // …pauses for 1, 2, 4, 8 minutes, then the cap of 15.
      expect(pauses).toEqual(["60", "120", "240", "480", "900", "900"]);
      expect((await signin(staff.username, staff.password)).statusCode).toBe(200);
    });

    it("lets no more than 5 of a parallel burst of guesses through to the password check", async () => {
      const staff = await newStaff(t.app, await admin());
      // 40 guesses at once from 40 addresses, as the reported attack (200 guesses from 20 addresses) did.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signin(staff.username, `burst guess ${i}`)));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(35);
    });

    it("keeps the existing answers for unknown users and wrong passwords", async () => {
      expect((await signin(unique("nobody"), "whatever password")).json()).toMatchObject({ message: AUTH_MESSAGES.notFound });
      const staff = await newStaff(t.app, await admin());
      expect((await signin(staff.username, "not the password")).json()).toMatchObject({ message: AUTH_MESSAGES.invalid });
    });
  });

  describe("password rules", () => {
    const signup = (username: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { username, email: `${username}@example.com`, mobile: "9876543210", password },
        remoteAddress: randomAddress(),
      });

    it("refuses passwords under 12 characters, '12345678' and 'password' among them", async () => {
      for (const password of ["12345678", "password", "abcdefghijk"]) {
        const res = await signup(unique("short"), password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json()).toMatchObject({
          message: "Password must be at least 12 characters",
          errors: { password: "Password must be at least 12 characters" },
        });
      }
    });

    it("refuses common and easily guessed passwords of any length, the username's own among them", async () => {
      const username = unique("kavitha");
      for (const password of ["password1234", "123456789012", "qwertyuiop12", "iloveyou1234", "passwordpassword", "aaaaaaaaaaaaaaaa"]) {
        const res = await signup(username, password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toMatchObject({ success: false, message: WEAK_PASSWORD_MESSAGE, errors: { password: WEAK_PASSWORD_MESSAGE } });
      }
      const own = await signup(username, `${username}2024`);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ message: OWN_WORDS_PASSWORD_MESSAGE, errors: { password: OWN_WORDS_PASSWORD_MESSAGE } });
      expect(await t.app.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst()).toBeUndefined();
    });

    // docs/decisions/055: the institute's name and the site's words are the first an attacker tries here.
    it("refuses the institute's name, its parts and the site's words plus digits or a year, saying why", async () => {
      const username = unique("meena");
      for (const password of ["chennaitech2026", "ChennaiTech2026", "chennaitechacademy1", "techacademy2025", "chennaitech@2026", "vadapalani123456"]) {
        const res = await signup(username, password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toMatchObject({ message: OWN_WORDS_PASSWORD_MESSAGE, errors: { password: OWN_WORDS_PASSWORD_MESSAGE } });
      }
      expect(await t.app.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst()).toBeUndefined();
      // The words saved in Site facts, not only the seed's: a renamed institute's name is refused too.
      const site = await t.app.inject({ method: "GET", url: "/api/content/documents/site", headers: bearer(await admin()) });
      expect(site.statusCode, site.body).toBe(200);
      const { data, revision } = site.json().data;
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/content/documents/site",
        headers: bearer(await admin()),
        payload: { data: { ...data, name: "Marina Skills Institute" }, revision },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await signup(username, "marinaskills2026")).json()).toMatchObject({ message: OWN_WORDS_PASSWORD_MESSAGE });
      // The next tests read the institute's name (the authenticator app's label): it goes back.
      const restored = await t.app.inject({
        method: "PUT",
        url: "/api/content/documents/site",
        headers: bearer(await admin()),
        payload: { data, revision: saved.json().data.revision },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      // A staff member changing their password is held to the same words.
      const staff = await newStaff(t.app, await admin());
      const change = await call("POST", "/api/auth/change-password", staff.token, { currentPassword: staff.password, newPassword: "chennaitech2026" });
      expect(change.statusCode).toBe(400);
      expect(change.json()).toMatchObject({ errors: { newPassword: OWN_WORDS_PASSWORD_MESSAGE } });
    });

    it("accepts long passphrases, 64 characters and more", async () => {
      const username = unique("long");
      const password = "the monsoon reached Vadapalani early this year, and so did we!! ".repeat(2).trim();
      expect(password.length).toBeGreaterThan(100);
      expect((await signup(username, password)).statusCode).toBe(201);
    });
  });

  describe("two-factor authentication", () => {
    /** Turns two-factor on for a staff member the way the dashboard does; returns the secret and recovery codes. */
    async function enrol(staff: { token: string; password: string }) {
      const setup = await call("POST", "/api/auth/2fa/setup", staff.token, { currentPassword: staff.password });
      expect(setup.statusCode, setup.body).toBe(200);
      const { secret } = setup.json().data as { secret: string };
      const confirm = await call("POST", "/api/auth/2fa/confirm", staff.token, { code: appCode(secret, now) });
      expect(confirm.statusCode, confirm.body).toBe(200);
      // The next login in the same 30 seconds would reuse this code: move on one step.
      now += 30_000;
      return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
    }

    it("enrols with a QR code made on the server, confirmed by a first code; recovery codes are shown once", async () => {
      const staff = await newStaff(t.app, await admin());
      expect((await call("GET", "/api/auth/2fa", staff.token)).json().data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });

      const wrong = await call("POST", "/api/auth/2fa/setup", staff.token, { currentPassword: "not my password" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: AUTH_MESSAGES.wrongCurrentPassword });

      const setup = await call("POST", "/api/auth/2fa/setup", staff.token, { currentPassword: staff.password });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUrl, qrCode } = setup.json().data as { secret: string; otpauthUrl: string; qrCode: string };
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(otpauthUrl);
      expect(url.protocol).toBe("otpauth:");
      expect(url.searchParams.get("secret")).toBe(secret);
      expect(url.searchParams.get("issuer")).toBe("Chennai Tech Academy");
      expect(decodeURIComponent(url.pathname)).toContain(staff.username);
      // An image the page shows as it is: no third-party QR service ever sees the secret.
      expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(qrCode.split(",")[1]!, "base64").toString()).toMatch(/^<svg[^>]*viewBox/);
      // Not on until confirmed: logging in still takes the password alone.
      expect((await signin(staff.username, staff.password)).statusCode).toBe(200);

      const bad = await call("POST", "/api/auth/2fa/confirm", staff.token, { code: "000000" === appCode(secret, now) ? "111111" : "000000" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(TWO_FACTOR_MESSAGES.confirmInvalid);
      const other = await signIn(t.app, staff.username, staff.password);
      const confirm = await call("POST", "/api/auth/2fa/confirm", staff.token, { code: appCode(secret, now) });
      expect(confirm.statusCode).toBe(200);
      const codes = confirm.json().data.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Stored as hashes only.
      const stored = await t.app.db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", staff.id).execute();
      expect(stored).toHaveLength(10);
      for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace("-", ""));
      expect((await call("GET", "/api/auth/2fa", staff.token)).json().data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
      // The session that turned it on stays; one opened with the password alone ends.
      expect((await call("GET", "/api/auth/2fa", other)).statusCode).toBe(401);
    });

    it("asks for the code after the right password, accepts each code once, and a new one 30 s later", async () => {
      const staff = await newStaff(t.app, await admin());
      const { secret } = await enrol(staff);

      const asked = await signin(staff.username, staff.password);
      expect(asked.statusCode).toBe(401);
      expect(asked.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.codeRequired, twoFactor: "required" });
      // A wrong password is still just that: the code is not asked for.
      expect((await signin(staff.username, "not my password", { code: appCode(secret, now) })).json()).toMatchObject({ message: AUTH_MESSAGES.invalid });

      const code = appCode(secret, now);
      const wrongCode = code === "123456" ? "654321" : "123456";
      expect((await signin(staff.username, staff.password, { code: wrongCode })).json()).toEqual({
        success: false,
        message: TWO_FACTOR_MESSAGES.codeInvalid,
        twoFactor: "invalid",
      });
      const ok = await signin(staff.username, staff.password, { code: code.replace(/(\d{3})/, "$1 ") });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ token: expect.any(String), twoFactor: { enabled: true, setupRequired: false } });
      // The same code again (someone who watched it typed) is refused.
      expect((await signin(staff.username, staff.password, { code })).statusCode).toBe(401);
      now += 30_000;
      expect((await signin(staff.username, staff.password, { code: appCode(secret, now) })).statusCode).toBe(200);
    });

    it("counts wrong codes like wrong passwords, but not the right password that asks for one", async () => {
      const staff = await newStaff(t.app, await admin());
      const { secret } = await enrol(staff);
      // The password step alone, many times: never a pause.
      for (let i = 0; i < 8; i++) expect((await signin(staff.username, staff.password)).json().twoFactor).toBe("required");
      // Five wrong codes: paused, even for the right code.
      for (let i = 0; i < 5; i++) expect((await signin(staff.username, staff.password, { code: String(100000 + i) })).statusCode).toBe(401);
      const paused = await signin(staff.username, staff.password, { code: appCode(secret, now) });
      expect(paused.statusCode).toBe(429);
      now += 60_000;
      expect((await signin(staff.username, staff.password, { code: appCode(secret, now) })).statusCode).toBe(200);
    });

    it("takes a recovery code instead of an app code, each one once only, even when two logins race", async () => {
      const staff = await newStaff(t.app, await admin());
      const { recoveryCodes } = await enrol(staff);
      const [first, second] = recoveryCodes as [string, string];

      const ok = await signin(staff.username, staff.password, { code: first });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toMatch(/recovery code; 9 left/);
      expect((await signin(staff.username, staff.password, { code: first })).json()).toMatchObject({ twoFactor: "invalid" });
      // Typed in capitals with spaces, as read off paper; two at once: one login gets in.
      const typed = second.toUpperCase().replace("-", " ");
      const race = await Promise.all([signin(staff.username, staff.password, { code: typed }), signin(staff.username, staff.password, { code: typed })]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      expect((await call("GET", "/api/auth/2fa", ok.json().token)).json().data.recoveryCodesLeft).toBe(8);
    });

    it("turns off with the password and a code; logging in then takes the password alone", async () => {
      const staff = await newStaff(t.app, await admin());
      const { secret } = await enrol(staff);
      const token = (await signin(staff.username, staff.password, { code: appCode(secret, now) })).json().token as string;
      now += 30_000;
      expect(
        (await call("POST", "/api/auth/2fa/disable", token, { currentPassword: staff.password, code: "000000" === appCode(secret, now) ? "111111" : "000000" }))
          .statusCode,
      ).toBe(400);
      expect((await call("POST", "/api/auth/2fa/disable", token, { currentPassword: "not my password", code: appCode(secret, now) })).statusCode).toBe(400);
      const off = await call("POST", "/api/auth/2fa/disable", token, { currentPassword: staff.password, code: appCode(secret, now) });
      expect(off.statusCode, off.body).toBe(200);
      expect(await t.app.db.selectFrom("recovery_codes").select("id").where("user_id", "=", staff.id).execute()).toEqual([]);
      expect((await signin(staff.username, staff.password)).statusCode).toBe(200);
    });
  });
});

describe.each(testDatabases)("REQUIRE_2FA_FOR_ADMINS=true on $name", (database) => {
  let now = START;
  const t = useTestApp(database, { ...ADMIN_ENV, REQUIRE_2FA_FOR_ADMINS: "true" }, false, { now: () => now });
  const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), remoteAddress: randomAddress(), ...(payload ? { payload } : {}) });
  const signin = (username: string, password: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password, ...extra }, remoteAddress: randomAddress() });

  it("lets an admin without two-factor do nothing but set it up, then everything", async () => {
    const login = await signin(ADMIN.username, ADMIN.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().twoFactor).toEqual({ enabled: false, setupRequired: true });
    const token = login.json().token as string;

    const users = await call("GET", "/api/auth/users", token);
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.setupRequired });
    expect((await call("GET", "/api/enquiries", token)).statusCode).toBe(403);
    expect((await call("GET", "/api/auth/2fa", token)).json().data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    const setup = await call("POST", "/api/auth/2fa/setup", token, { currentPassword: ADMIN.password });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().data.secret as string;
    expect((await call("POST", "/api/auth/2fa/confirm", token, { code: appCode(secret, now) })).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/users", token)).statusCode).toBe(200);

    // It cannot be turned off while the rule holds.
    now += 30_000;
    const off = await call("POST", "/api/auth/2fa/disable", token, { currentPassword: ADMIN.password, code: appCode(secret, now) });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForAdmins);

    // The next login asks for the code and opens everything.
    const next = await signin(ADMIN.username, ADMIN.password, { code: appCode(secret, now) });
    expect(next.json().twoFactor).toEqual({ enabled: true, setupRequired: false });
    expect((await call("GET", "/api/auth/users", next.json().token)).statusCode).toBe(200);
  });

  it("leaves editors and counsellors free to use two-factor or not", async () => {
    const secret = await enrolAdmin();
    const adminToken = (await signin(ADMIN.username, ADMIN.password, { code: appCode(secret, now) })).json().token as string;
    const editor = await newStaff(t.app, adminToken, "editor");
    const login = await signin(editor.username, editor.password);
    expect(login.json().twoFactor).toEqual({ enabled: false, setupRequired: false });
    expect((await call("GET", "/api/content/courses", login.json().token)).statusCode).toBe(200);
  });

  /** The admin's secret: read back when an earlier test enrolled it (the phone has it), else enrolled now. */
  async function enrolAdmin() {
    now += 30_000;
    const row = await t.app.db.selectFrom("users").select(["totp_secret"]).where("username", "=", ADMIN.username).executeTakeFirstOrThrow();
    if (row.totp_secret) return row.totp_secret;
    const token = (await signin(ADMIN.username, ADMIN.password)).json().token as string;
    const secret = (await call("POST", "/api/auth/2fa/setup", token, { currentPassword: ADMIN.password })).json().data.secret as string;
    expect((await call("POST", "/api/auth/2fa/confirm", token, { code: appCode(secret, now) })).statusCode).toBe(200);
    now += 30_000;
    return secret;
  }
});
