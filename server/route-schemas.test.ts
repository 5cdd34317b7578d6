import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../contracts/user";
import { NUL_MESSAGE } from "./domain-errors";
import { ADMIN_ENV, bearer, signIn } from "./test/staff-api";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";

// Routes declare their params, query and body with the contracts' schemas, and
// Fastify checks them before the handler. A client sees what it saw when each
// handler checked its own input: the same status, message and `errors` per field,
// in the same order of checks.

describe.each(testDatabases)("route schemas on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let token: string;
  beforeAll(async () => {
    token = await signIn(t.app);
  });
  const send = (method: "GET" | "POST" | "PUT", url: string, payload?: object, authed = true) =>
    t.app.inject({ method, url, headers: authed ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it("checks a write sent without a body as an empty one: each missing field says so", async () => {
    const res = await send("POST", "/api/message-templates");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "Name the template", errors: { name: "Name the template", body: "Write the message" } });
  });

  it("hands the handler the checked values (text trimmed as the contract says)", async () => {
    const res = await send("POST", "/api/message-templates", { name: "  Fee reminder  ", body: " Hello {name} " });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: "Fee reminder", body: "Hello {name}", revision: 1 });
  });

  it("checks an edit's revision only once its fields pass, as two checks in a row did", async () => {
    const { id } = (await send("POST", "/api/message-templates", { name: "Demo", body: "See you" })).json().data as { id: string };
    const both = await send("PUT", `/api/message-templates/${id}`, { name: "", body: "x", revision: "first" });
    expect(both.json()).toEqual({ success: false, message: "Name the template", errors: { name: "Name the template" } });
    const revision = await send("PUT", `/api/message-templates/${id}`, { name: "Demo", body: "x", revision: "first" });
    expect(revision.statusCode).toBe(400);
    expect(Object.keys(revision.json().errors)).toEqual(["revision"]);
    const saved = await send("PUT", `/api/message-templates/${id}`, { name: "Demo", body: "See you soon", revision: 1 });
    expect(saved.json()).toMatchObject({ success: true, data: { body: "See you soon", revision: 2 } });
  });

  it("refuses text holding NUL, naming the field, in a body and in a query", async () => {
    const body = await send("POST", "/api/message-templates", { name: "Nul\u0000", body: "x" });
    expect(body.json()).toEqual({ success: false, message: NUL_MESSAGE, errors: { name: NUL_MESSAGE } });
    const query = await send("GET", "/api/placements?q=a%00b", undefined, false);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ success: false, message: NUL_MESSAGE, errors: { q: NUL_MESSAGE } });
  });

  it("checks a list's paging before its search", async () => {
    const res = await send("GET", `/api/reviews?page=0&q=${"x".repeat(101)}`, undefined, false);
    expect(res.json()).toEqual({ success: false, message: "page must be a whole number from 1", errors: { page: "page must be a whole number from 1" } });
  });

  it("answers 404 for a path that names no document, before looking at the body", async () => {
    const res = await send("PUT", "/api/content/documents/nonsense", { data: {}, revision: "stale" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Content not found" });
  });

  it("checks the session before the body", async () => {
    const res = await send("POST", "/api/message-templates", { name: 5 }, false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });
  });
});
