import { describe, expect, it } from "vitest";
import { DISPLAY_NAME_MESSAGE } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";

// A staff member's own name for messages to students (docs/decisions/051), on
// SQLite and PostgreSQL: set by them alone, checked, audited, and part of the
// account the sign-in answers with.

describe.each(testDatabases)("the name staff sign messages with, on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const put = (token: string | null, payload: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/auth/me/display-name", headers: token ? bearer(token) : {}, payload: payload as object });

  it("is null until set; once set, the sign-in and the users list carry it", async () => {
    const admin = await signIn(t.app);
    const staff = await newStaff(t.app, admin, "counsellor");
    const before = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { username: staff.username, password: staff.password },
      remoteAddress: randomAddress(),
    });
    expect(before.json().user).toMatchObject({ username: staff.username, displayName: null });

    const res = await put(staff.token, { displayName: "  Priya Raman  " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Your name is saved.", data: { username: staff.username, displayName: "Priya Raman" } });

    const after = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { username: staff.username, password: staff.password },
      remoteAddress: randomAddress(),
    });
    expect(after.json().user).toMatchObject({ displayName: "Priya Raman" });
    const listed = (await t.app.inject({ method: "GET", url: "/api/auth/users?limit=100", headers: bearer(admin) })).json().data as {
      _id: string;
      displayName: string;
    }[];
    expect(listed.find((u) => u._id === staff.id)?.displayName).toBe("Priya Raman");

    const audit = (await t.app.inject({ method: "GET", url: "/api/audit", headers: bearer(admin) })).json().data as { action: string; actor: string | null }[];
    expect(audit.some((a) => a.action === "account.display-name")).toBe(true);
  });

  it("refuses a missing, too short or too long name with 400 and its message, and changes nothing", async () => {
    const admin = await signIn(t.app);
    const staff = await newStaff(t.app, admin, "editor");
    expect((await put(staff.token, { displayName: "Arun K" })).statusCode).toBe(200);
    for (const payload of [{}, { displayName: "" }, { displayName: " A " }, { displayName: "x".repeat(61) }, { displayName: 42 }]) {
      const res = await put(staff.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { displayName: DISPLAY_NAME_MESSAGE } });
    }
    const row = await t.app.db.selectFrom("users").select("display_name").where("id", "=", staff.id).executeTakeFirstOrThrow();
    expect(row.display_name).toBe("Arun K");
  });

  it("needs a session: 401 without one", async () => {
    const res = await put(null, { displayName: "Someone" });
    expect(res.statusCode).toBe(401);
  });
});
