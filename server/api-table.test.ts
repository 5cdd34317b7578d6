import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTable } from "../contracts/api-table";
import { buildApp } from "./app";
import { registerApiTable } from "./api-table";
import { ADMIN_ENV, bearer, signIn } from "./test/staff-api";
import { testConfig, testDatabases } from "./test/databases";

// The API table (contracts/api-table, docs/decisions/063) and the server agree:
// every /api route has its entry and every entry its route, a route that
// declares its own schema must use the entry's, and an answer outside its
// entry's response schema is caught.

describe.each(testDatabases)("the API table and the routes, on $name", (database) => {
  const registered = new Set<string>();
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    ({ app } = await buildApp(testConfig(created.database, ADMIN_ENV), {
      serveWeb: false,
      onRoute: (route) => {
        if (!route.url.startsWith("/api/") || route.url === "/api/*") return;
        for (const method of [route.method].flat()) if (method !== "HEAD") registered.add(`${method} ${route.url}`);
      },
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  it("has one entry for every /api route and a route for every entry", () => {
    expect(
      [...registered].filter((key) => !(key in apiTable)),
      "routes without an entry",
    ).toEqual([]);
    expect(
      Object.keys(apiTable).filter((key) => !registered.has(key)),
      "entries without a route",
    ).toEqual([]);
  });

  it("answers as the table says, checked on the way out (two staff reads)", async () => {
    const token = await signIn(app);
    const users = await app.inject({ method: "GET", url: "/api/auth/users", headers: bearer(token) });
    expect(users.statusCode).toBe(200);
    expect(apiTable["GET /api/auth/users"].response.safeParse(users.json()).success).toBe(true);
    const courses = await app.inject({ method: "GET", url: "/api/content/courses", headers: bearer(token) });
    expect(courses.statusCode).toBe(200);
    expect(courses.json().data.length).toBeGreaterThan(0);
  });
});

describe("registerApiTable", () => {
  const statusKey = "GET /api/content/status";
  const broken = { success: true, data: { sampleFacts: "Phone", unreadable: [] } };
  const fine = { success: true, data: { sampleFacts: ["Phone"], unreadable: [] } };

  it("stops the start when a route has no entry", async () => {
    const app = Fastify();
    registerApiTable(app, "fail");
    expect(() => app.get("/api/not-in-the-table", async () => ({ success: true }))).toThrow(/GET \/api\/not-in-the-table has no entry in the API table/);
    await app.close();
  });

  it("stops the start when a route declares a schema that is not its entry's", async () => {
    const app = Fastify();
    registerApiTable(app, "fail");
    expect(() => app.get("/api/content/documents/:key", { schema: { params: apiTable["GET /api/auth/users"].query } }, async () => ({}))).toThrow(
      /declares a params schema that is not its API table entry's/,
    );
    await app.close();
  });

  it("names every entry that no route answers", async () => {
    const app = Fastify();
    const check = registerApiTable(app, "fail");
    app.get("/api/content/status", async () => fine);
    expect(check).toThrow(/API table entries with no route: .*GET \/api\/auth\/users/);
    expect(check).not.toThrow(new RegExp(statusKey));
    await app.close();
  });

  it("fails an answer that breaks its schema with a 500 in tests, and sends a good one exactly as JSON.stringify writes it", async () => {
    const app = Fastify();
    registerApiTable(app, "fail");
    let answer: object = broken;
    app.get("/api/content/status", async () => answer);
    const bad = await app.inject({ method: "GET", url: "/api/content/status" });
    expect(bad.statusCode).toBe(500);
    expect(bad.body).not.toContain("Phone");
    answer = fine;
    const good = await app.inject({ method: "GET", url: "/api/content/status" });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe(JSON.stringify(fine));
    await app.close();
  });

  it("in production logs a broken answer and still sends it unchanged", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => lines.push(line) } } });
    registerApiTable(app, "log");
    app.get("/api/content/status", async () => broken);
    const res = await app.inject({ method: "GET", url: "/api/content/status" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(JSON.stringify(broken));
    expect(lines.join("")).toMatch(/GET \/api\/content\/status answered outside its API table schema at data.sampleFacts/);
    await app.close();
  });
});
