import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES } from "#contracts/enquiry";
import { STUDENT_MESSAGES } from "#contracts/student";
import { AUTH_MESSAGES } from "#contracts/user";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { allowConnections, databaseName, terminateConnections } from "#server/test/pg-admin";
import { ADMIN_ENV, unique } from "#server/test/staff-api";
import { useTwoApps } from "#server/test/two-apps";
import { until } from "#server/test/until";
import { newVisitor, uniqueEmail } from "#server/test/visitors";

// The per-address limits on two servers sharing one database (docs/decisions/083):
// a visitor whose requests are spread over both gets each limit once, not once
// per server, with the same answers as before; and while the database cannot
// answer, each server still counts (in its memory) and enquiries are still taken.

const contact = () => newVisitor({ form: "contact", name: "Meena Iyer", phone: "", email: "", message: "Please call me about evening batches" });

describe.each(testDatabases)("per-address limits over two servers on $name", (database) => {
  const clock = { now: Date.parse("2027-05-10T10:00:00+05:30") };
  const t = useTwoApps(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "5", SIGNIN_RATE_LIMIT_PER_MINUTE: "4" }, { now: () => clock.now });
  type Answer = Awaited<ReturnType<FastifyInstance["inject"]>>;
  const statuses = (answers: Answer[]) => answers.map((a) => a.statusCode).sort();
  /** `n` requests taking turns on the two servers: one after another (`"in turn"`), or all at once. */
  const spread = async (n: number, how: "in turn" | "at once", send: (app: FastifyInstance) => Promise<Answer>) => {
    if (how === "at once") return Promise.all(Array.from({ length: n }, (_, i) => send(t.apps[i % 2])));
    const answers: Answer[] = [];
    for (let i = 0; i < n; i++) answers.push(await send(t.apps[i % 2]));
    return answers;
  };
  const sentEmails: string[] = [];
  const enquire = (remoteAddress: string) => (app: FastifyInstance) => {
    const payload = contact();
    sentEmails.push(payload.email);
    return app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress });
  };

  it.each(["in turn", "at once"] as const)(
    "takes 5 enquiries a minute from one address sending %s to both servers, and answers the rest 429 as before",
    async (how) => {
      const address = how === "in turn" ? "203.0.113.7" : "203.0.113.8";
      const before = sentEmails.length;
      const answers = await spread(12, how, enquire(address));
      expect(statuses(answers)).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
      for (const refused of answers.filter((a) => a.statusCode === 429)) {
        expect(refused.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.tooMany });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
      const stored = await t.apps[0].db.selectFrom("enquiries").select("id").where("email", "in", sentEmails.slice(before)).execute();
      expect(stored).toHaveLength(5);
    },
  );

  it("counts another address apart, and takes an address's enquiries again once its minute is over, on either server", async () => {
    expect((await enquire("198.51.100.20")(t.apps[0])).statusCode).toBe(201);
    expect((await enquire("203.0.113.7")(t.apps[1])).statusCode).toBe(429);
    clock.now += 60_000;
    expect((await enquire("203.0.113.7")(t.apps[1])).statusCode).toBe(201);
    expect((await enquire("203.0.113.7")(t.apps[0])).statusCode).toBe(201);
  });

  it.each(["in turn", "at once"] as const)(
    "takes 4 staff logins a minute from one address sending %s to both servers, then answers 429 as before",
    async (how) => {
      // Unknown accounts: each login is refused as such (401), so only the per-address limit counts.
      const answers = await spread(10, how, (app) =>
        app.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { username: unique("nobody"), password: "not the password" },
          remoteAddress: how === "in turn" ? "203.0.113.40" : "203.0.113.41",
        }),
      );
      expect(statuses(answers)).toEqual([...Array<number>(4).fill(401), ...Array<number>(6).fill(429)]);
      for (const refused of answers.filter((a) => a.statusCode === 429)) {
        expect(refused.json()).toEqual({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
      }
    },
  );

  it("takes 10 student code requests per 15 minutes from one address across both servers", async () => {
    const answers = await spread(14, "in turn", (app) =>
      app.inject({ method: "POST", url: "/api/student/code", payload: { email: uniqueEmail() }, remoteAddress: "203.0.113.60" }),
    );
    expect(statuses(answers)).toEqual([...Array<number>(10).fill(202), ...Array<number>(4).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json()).toEqual({ success: false, message: STUDENT_MESSAGES.tooManyRequests });
    }
  });

  it("keeps one row per limit and address, and a prune removes the ones whose window has ended", async () => {
    const rows = await t.apps[0].db.selectFrom("rate_limits").select(["key", "hits"]).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: "POST /api/enquiries|203.0.113.7", hits: 2 },
        { key: "staff-sign-in|203.0.113.40", hits: 10 },
      ]),
    );
    // Each server prunes at most every ten minutes; an hour on, the next request on each does.
    clock.now += 60 * 60_000;
    for (const app of t.apps) {
      expect((await app.inject({ method: "POST", url: "/api/enquiries", payload: contact(), remoteAddress: "192.0.2.1" })).statusCode).toBe(201);
    }
    await until("the old counts to be pruned", async () => (await t.apps[0].db.selectFrom("rate_limits").select("key").execute()).length === 1);
  });
});

describe.each(testDatabases.filter((d) => d.name === "postgres"))("the per-address limits while PostgreSQL refuses connections", (database) => {
  const t = useTestApp(database, { ENQUIRY_RATE_LIMIT_PER_MINUTE: "3", SPOOL_DRAIN_MS: "50", DB_CONNECT_TIMEOUT_MS: "2000" });
  const name = () => databaseName((t.config.database as { url: string }).url);
  afterAll(async () => {
    await allowConnections(name(), true);
    fs.rmSync(t.config.spoolDir, { recursive: true, force: true });
  });

  it("count in the server's memory: enquiries are kept on disk up to the limit, and the rest hear the usual 429", async () => {
    await allowConnections(name(), false);
    await terminateConnections(name());
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await t.app.inject({ method: "POST", url: "/api/enquiries", payload: contact(), remoteAddress: "203.0.113.80" }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429, 429]);
    expect(answers[4]!.json()).toEqual({ success: false, message: ENQUIRY_MESSAGES.tooMany });
    expect(fs.readdirSync(t.config.spoolDir).filter((f) => f.endsWith(".json"))).toHaveLength(3);

    await allowConnections(name(), true);
    await until("the spool to drain", async () => fs.readdirSync(t.config.spoolDir).filter((f) => f.endsWith(".json")).length === 0);
    expect(await t.app.db.selectFrom("enquiries").select("id").execute()).toHaveLength(3);
  });
});
