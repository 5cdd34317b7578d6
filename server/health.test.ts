import { describe, expect, it } from "vitest";
import { connect, migrate } from "./db/connect";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";

describe.each(testDatabases)("health and migrations on $name", (database) => {
  const t = useTestApp(database);

  it("answers /healthz (the process is up) and /readyz (the database answered)", async () => {
    const live = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok", database: database.name });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: database.name, spooled: 0 });
  });

  it("has created every table, and running the migrations again changes nothing", async () => {
    const tables = await t.app.db.introspection.getTables();
    const names = tables.map((table) => table.name).sort();
    for (const expected of ["enquiries", "images", "outbox", "placements", "reviews", "sessions", "users", "videos"]) {
      expect(names).toContain(expected);
    }
    const conn = connect(t.config.database);
    try {
      expect(await migrate(conn)).toEqual([]);
    } finally {
      await conn.close();
    }
  });

  it("sends the security headers on API answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe("health when the database is gone", () => {
  const t = useTestApp(testDatabases[0]!);
  it("stays alive (/healthz 200) but not ready (/readyz 503), so the process is not restarted for the database's fault", async () => {
    await t.app.db.destroy();
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", message: "Database unreachable" });
  });
});
