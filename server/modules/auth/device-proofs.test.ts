import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn, unique } from "#server/test/staff-api";
import { DEVICE_COOKIE } from "./device-proofs";
import { setPassword } from "./users";

// docs/decisions/055: a stranger's wrong guesses pause an account (docs/decisions/036),
// but a browser that logged in to it before holds a device proof that lets the
// right password through the pause. The server's clock is driven: no waiting.

const START = Date.parse("2026-11-27T04:30:00.000Z");

/** The device cookie a login answer set, as a browser would send it back. */
function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie, "the login sets a device proof").toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  return `${DEVICE_COOKIE}=${cookie!.value}`;
}

describe.each(testDatabases)("device proofs on $name", (database) => {
  let now = START;
  const t = useTestApp(database, ADMIN_ENV, false, { now: () => now });

  const signin = (username: string, password: string, cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { username, password },
      remoteAddress: randomAddress(),
      headers: cookie ? { cookie } : {},
    });

  /** A staff member whose browser has logged in once (and holds its proof), then a stranger's five wrong guesses. */
  async function lockedWithKnownBrowser() {
    const staff = await newStaff(t.app, await signIn(t.app));
    const first = await signin(staff.username, staff.password);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    for (let i = 0; i < 5; i++) expect((await signin(staff.username, `stranger guess ${i}`)).statusCode).toBe(401);
    expect((await signin(staff.username, staff.password)).statusCode, "the account is paused for strangers").toBe(429);
    return { ...staff, device, token: first.json().token as string };
  }

  it("lets the owner's known browser in with the right password while a stranger is held by the pause", async () => {
    const staff = await lockedWithKnownBrowser();
    const owner = await signin(staff.username, staff.password, staff.device);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The stranger is still paused: the owner's success is no key for anyone else.
    const stranger = await signin(staff.username, staff.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/^Too many failed logins for this account\. Try again in/);
  });

  it("a wrong password from the known browser is refused, unlocks nothing, and five of them make it a stranger", async () => {
    const staff = await lockedWithKnownBrowser();
    const wrong = await signin(staff.username, "the owner mistyped", staff.device);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalid);
    expect((await signin(staff.username, staff.password)).statusCode, "still paused for strangers").toBe(429);
    // Its own count: four more failures (five in a row), then the device is trusted no more.
    for (let i = 0; i < 4; i++) expect((await signin(staff.username, `stolen cookie guess ${i}`, staff.device)).statusCode).toBe(401);
    const untrusted = await signin(staff.username, staff.password, staff.device);
    expect(untrusted.statusCode).toBe(429);
  });

  it("keeps the proof when the owner logs out", async () => {
    const staff = await newStaff(t.app, await signIn(t.app));
    const first = await signin(staff.username, staff.password);
    const device = deviceCookieOf(first);
    const logout = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { ...bearer(first.json().token), cookie: device } });
    expect(logout.statusCode).toBe(200);
    expect(
      logout.cookies.find((c) => c.name === DEVICE_COOKIE),
      "logout leaves the device cookie alone",
    ).toBeUndefined();
    for (let i = 0; i < 5; i++) await signin(staff.username, `stranger guess ${i}`);
    expect((await signin(staff.username, staff.password)).statusCode).toBe(429);
    expect((await signin(staff.username, staff.password, device)).statusCode).toBe(200);
  });

  // Several sign-ins and two password changes, each a slow hash on purpose: more than the default time on a loaded machine.
  it("forgets every proof of the account when its password changes, by its owner or by a staff reset", { timeout: 60_000 }, async () => {
    const staff = await lockedWithKnownBrowser();
    const newPassword = "a different long passphrase for kavitha";
    const change = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: bearer(staff.token),
      payload: { currentPassword: staff.password, newPassword },
      remoteAddress: randomAddress(),
    });
    expect(change.statusCode, change.body).toBe(200);
    // The browser's proof is gone: during the pause it is one more stranger.
    expect((await signin(staff.username, newPassword, staff.device)).statusCode).toBe(429);

    // Once the pause is over the owner logs in, and the new proof works through the next pause…
    now += 15 * 60_000;
    const again = await signin(staff.username, newPassword, staff.device);
    expect(again.statusCode).toBe(200);
    const device = deviceCookieOf(again);
    for (let i = 0; i < 5; i++) await signin(staff.username, `stranger guess ${i}`);
    expect((await signin(staff.username, newPassword, device)).statusCode).toBe(200);
    // …until an admin resets the password from the command line (npm run staff -- reset-password).
    const reset = "a passphrase the admin generated for her";
    await setPassword(t.app.db, staff.id, reset);
    expect((await signin(staff.username, reset, device)).statusCode).toBe(429);
  });

  it("a proof is bound to its account: another account's, a made-up or an expired one is a stranger's", async () => {
    const owner = await lockedWithKnownBrowser();
    const colleague = await newStaff(t.app, await signIn(t.app));
    const theirs = deviceCookieOf(await signin(colleague.username, colleague.password));
    expect((await signin(owner.username, owner.password, theirs)).statusCode).toBe(429);
    expect((await signin(owner.username, owner.password, `${DEVICE_COOKIE}=${"A".repeat(43)}`)).statusCode).toBe(429);
    // Two accounts on one office computer: the browser keeps both proofs.
    const shared = await signin(colleague.username, colleague.password, owner.device);
    const both = deviceCookieOf(shared);
    expect((await signin(owner.username, owner.password, both)).statusCode).toBe(200);
    now += 181 * 24 * 3_600_000;
    for (let i = 0; i < 5; i++) await signin(colleague.username, `stranger guess ${unique("g")}`);
    expect((await signin(colleague.username, colleague.password, both)).statusCode, "expired after 180 days").toBe(429);
  });
});
