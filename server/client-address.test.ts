import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES } from "../contracts/enquiry";
import { AUTH_MESSAGES } from "../contracts/user";
import { randomAddress } from "./test/staff-api";
import { SIGNIN_PER_MINUTE } from "./modules/auth";
import { VERIFY_LOOKUPS_PER_MINUTE } from "./modules/certificates";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";
import { newVisitor } from "./test/visitors";

// The client address behind proxies (docs/decisions/057): read from the right of
// X-Forwarded-For past our proxies, so whatever a client writes on the left never
// makes it someone new to a rate limit.

const ENQUIRIES_PER_MINUTE = 5;
const contact = { form: "contact", name: "Arun Kumar", phone: "9123456780", email: "arun@example.com", message: "Weekend batches?" };

/** What a proxy sends on: the client's own forged entries, then the address the proxy was reached from. */
const forwardedFor = (...chain: string[]) => ({ "x-forwarded-for": [randomAddress(), randomAddress(), ...chain].join(", ") });

describe.each(testDatabases)("TRUST_PROXY=1 (one proxy in front) on $name", (database) => {
  const t = useTestApp(database, { TRUST_PROXY: "1" });
  const PROXY = "127.0.0.1";
  const signIn = (client: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      remoteAddress: PROXY,
      headers: forwardedFor(client),
      payload: { username: `nobody-${randomAddress()}`, password: "a wrong password" },
    });
  const enquire = (client: string) =>
    t.app.inject({ method: "POST", url: "/api/enquiries", remoteAddress: PROXY, headers: forwardedFor(client), payload: newVisitor(contact) });
  const verify = (client: string) => t.app.inject({ method: "GET", url: "/verify/CTA-2345-6789-ABCD", remoteAddress: PROXY, headers: forwardedFor(client) });

  it("still answers 429 to one client's sign-ins when each one forges a new left-most X-Forwarded-For", async () => {
    for (let i = 0; i < SIGNIN_PER_MINUTE; i++) expect((await signIn("203.0.113.10")).statusCode).toBe(401);
    const limited = await signIn("203.0.113.10");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
    // Another visitor through the same proxy is not held back.
    expect((await signIn("203.0.113.11")).statusCode).toBe(401);
  });

  it("limits one client's enquiries whatever it forges, and stores no more", async () => {
    expect(t.config.ENQUIRY_RATE_LIMIT_PER_MINUTE).toBe(ENQUIRIES_PER_MINUTE);
    const before = (await t.app.db.selectFrom("enquiries").select("id").execute()).length;
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) expect((await enquire("203.0.113.20")).statusCode).toBe(201);
    const limited = await enquire("203.0.113.20");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: ENQUIRY_MESSAGES.tooMany });
    expect((await t.app.db.selectFrom("enquiries").select("id").execute()).length).toBe(before + ENQUIRIES_PER_MINUTE);
    expect((await enquire("203.0.113.21")).statusCode).toBe(201);
  });

  it(`limits one client's certificate lookups to ${VERIFY_LOOKUPS_PER_MINUTE} a minute whatever it forges`, async () => {
    for (let i = 0; i < VERIFY_LOOKUPS_PER_MINUTE; i++) expect((await verify("203.0.113.30")).statusCode).toBe(404);
    expect((await verify("203.0.113.30")).statusCode).toBe(429);
    expect((await verify("203.0.113.31")).statusCode).toBe(404);
  });

  it("counts a request that came past the proxy (no X-Forwarded-For) by its own address", async () => {
    const direct = () => t.app.inject({ method: "POST", url: "/api/enquiries", remoteAddress: "198.51.100.40", payload: newVisitor(contact) });
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) expect((await direct()).statusCode).toBe(201);
    expect((await direct()).statusCode).toBe(429);
  });
});

describe.each(testDatabases)("TRUST_PROXY as addresses (127.0.0.1, 10.0.0.0/8) on $name", (database) => {
  const t = useTestApp(database, { TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
  const enquire = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/enquiries", remoteAddress, headers, payload: newVisitor(contact) });

  it("reads the client past every listed proxy, from the right", async () => {
    // Reached through an inner proxy on 10.x, then the one on 127.0.0.1.
    const viaTwo = () => enquire("127.0.0.1", forwardedFor("203.0.113.50", `10.1.${Math.floor(Math.random() * 250)}.7`));
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) expect((await viaTwo()).statusCode).toBe(201);
    expect((await viaTwo()).statusCode).toBe(429);
    // The same client through another listed proxy is the same client.
    expect((await enquire("10.9.9.9", forwardedFor("203.0.113.50"))).statusCode).toBe(429);
    expect((await enquire("127.0.0.1", forwardedFor("203.0.113.51"))).statusCode).toBe(201);
  });

  it("ignores X-Forwarded-For from an address that is not a listed proxy", async () => {
    const notProxy = () => enquire("198.51.100.60", forwardedFor("203.0.113.60"));
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) expect((await notProxy()).statusCode).toBe(201);
    expect((await notProxy()).statusCode).toBe(429);
  });
});

describe.each(testDatabases)("TRUST_PROXY=2 (a CDN, then nginx) on $name", (database) => {
  const t = useTestApp(database, { TRUST_PROXY: "2" });

  it("takes the address two hops from the right", async () => {
    // nginx (the socket) was reached from the CDN's 192.0.2.9, which was reached from the client.
    const enquire = (cdn: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/enquiries",
        remoteAddress: "127.0.0.1",
        headers: forwardedFor("203.0.113.70", cdn),
        payload: newVisitor(contact),
      });
    for (let i = 0; i < ENQUIRIES_PER_MINUTE; i++) expect((await enquire(`192.0.2.${i + 1}`)).statusCode).toBe(201);
    expect((await enquire("192.0.2.99")).statusCode).toBe(429);
  });
});

describe("one reading of the client address", () => {
  /** Every server source file except tests and the files that implement the reading. */
  function serverSources(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "test" ? [] : serverSources(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  }

  it("is request.ip everywhere: no server code reads X-Forwarded-For or a socket's address itself", () => {
    const allowed = new Set(["server/trust-proxy.ts", "server/plugins/connection-limits.ts"].map((f) => path.resolve(f)));
    const readers = serverSources(path.resolve("server")).filter(
      (file) => !allowed.has(file) && /\[\s*["'`]x-forwarded-for["'`]\s*\]|\.remoteAddress\b|\.ips\b/i.test(fs.readFileSync(file, "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
