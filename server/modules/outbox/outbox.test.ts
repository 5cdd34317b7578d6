import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { EnquiryInput } from "#contracts/enquiry";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { buildApp } from "#server/app";
import { useTestApp } from "#server/test/app";
import { testConfig, testDatabases } from "#server/test/databases";
import { uniqueEmail, uniquePhone } from "#server/test/visitors";
import { ADMIN_ENV, bearer, signIn, unique } from "#server/test/staff-api";
import { startFakeProvider, until } from "#server/test/fake-form-provider";
import { insertEnquiry } from "../leads";
import { MIN_ATTEMPTS_BEFORE_GIVING_UP, backoffMs, enqueue, givesUp } from "./repository";

// Forwarding to the external form provider through the outbox
// (docs/decisions/011) against a local fake provider, on SQLite and PostgreSQL.

const provider = await startFakeProvider();
afterAll(() => provider.close());

const forwarding = JSON.stringify({
  contact: { url: provider.url, fields: { name: "entry.1", phone: "entry.2", email: "entry.3", message: "entry.4", id: "entry.9" } },
  corporate: { url: provider.url, fields: { firstName: "entry.1", company: "entry.5", peopleCount: "entry.6" }, extra: { fvv: "1" } },
});

/**
 * How long a wait for the outbox may take before the test fails: deliveries take
 * milliseconds, but a loaded 2-core machine can stall a worker for seconds.
 */
const SETTLE_MS = 20_000;

/** Short intervals so retries happen in milliseconds; nothing here sleeps for long. */
const FAST = {
  ...ADMIN_ENV,
  FORM_FORWARD_CONFIG: forwarding,
  OUTBOX_POLL_MS: "25",
  OUTBOX_RETRY_BASE_MS: "15",
  OUTBOX_RETRY_MAX_MS: "60",
  OUTBOX_TIMEOUT_MS: "2000",
  ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000",
};

const contact = (name: string) => ({ form: "contact", name, phone: uniquePhone(), email: uniqueEmail(), message: `Hello from ${name}` });

/** How many times the provider accepted the enquiry with this name. */
const acceptedCount = (name: string) => provider.accepted.filter((b) => b.get("entry.1") === name).length;
const outboxRow = (app: FastifyInstance, enquiryId: string) =>
  app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", enquiryId).executeTakeFirstOrThrow();

it("gives a delivery up only once its window is over and it was tried at least three times", () => {
  const policy = { giveUpMs: 60_000 };
  const created = "2026-11-24T10:00:00.000Z";
  const at = (seconds: number) => Date.parse(created) + seconds * 1000;
  expect(givesUp({ created_at: created, retry_from: null, attempts: 5 }, policy, at(59))).toBe(false);
  expect(givesUp({ created_at: created, retry_from: null, attempts: 5 }, policy, at(60))).toBe(true);
  // A server busy or down for the whole window: its first attempts are not its last.
  expect(givesUp({ created_at: created, retry_from: null, attempts: 1 }, policy, at(3600))).toBe(false);
  expect(givesUp({ created_at: created, retry_from: null, attempts: 2 }, policy, at(3600))).toBe(false);
  expect(givesUp({ created_at: created, retry_from: null, attempts: MIN_ATTEMPTS_BEFORE_GIVING_UP }, policy, at(3600))).toBe(true);
  // "Retry now" starts a new window.
  expect(givesUp({ created_at: created, retry_from: new Date(at(3590)).toISOString(), attempts: 9 }, policy, at(3600))).toBe(false);
});

it("backs off exponentially, capped", () => {
  const policy = { baseMs: 60_000, maxMs: 3_600_000 };
  expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((a) => backoffMs(a, policy) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
});

describe.each(testDatabases)("forwarding outbox on $name", (database) => {
  const t = useTestApp(database, FAST);
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload });
  const outboxOf = (id: string) => t.app.db.selectFrom("outbox").selectAll().where("enquiry_id", "=", id).execute();

  it("queues a forward row with the enquiry, retries through provider failures and delivers each exactly once", { timeout: 60_000 }, async () => {
    provider.failNext(4);
    const names = [unique("Fwd A "), unique("Fwd B "), unique("Fwd C ")];
    const ids: string[] = [];
    const sent = names.map(contact);
    for (const payload of sent) {
      const res = await post(payload);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    // Stored with its delivery in the same transaction.
    const first = await outboxOf(ids[0]!);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ kind: "forward" });

    await until(async () => (await Promise.all(ids.map(outboxOf))).every((rows) => rows[0]?.status === "sent"), SETTLE_MS, "all sent");
    for (const name of names) expect(acceptedCount(name)).toBe(1);
    const rows = (await Promise.all(ids.map(outboxOf))).map((r) => r[0]!);
    // Four failures spread over three rows: some needed more than one attempt, and the failure was recorded.
    expect(rows.reduce((s, r) => s + Number(r.attempts), 0)).toBe(3 + 4);
    expect(rows.some((r) => r.last_error === "The form provider answered HTTP 503")).toBe(true);

    // The provider got its own field names, form-encoded, with our values.
    const body = provider.accepted.find((b) => b.get("entry.1") === names[0])!;
    expect(Object.fromEntries(body)).toEqual({
      "entry.1": names[0],
      "entry.2": sent[0]!.phone,
      "entry.3": sent[0]!.email,
      "entry.4": `Hello from ${names[0]}`,
      "entry.9": ids[0],
    });

    // Staff see it in the detail view.
    const detail = (await t.app.inject({ method: "GET", url: `/api/enquiries/${ids[0]}`, headers: bearer(await signIn(t.app)) })).json().data as EnquiryDetail;
    expect(detail.outbox).toEqual([expect.objectContaining({ kind: "forward", status: "sent", attempts: expect.any(Number) })]);
  });

  it("forwards only the forms that are configured, with fixed extra fields", async () => {
    const reg = await post({ form: "registration", name: unique("Reg "), mobile: uniquePhone(), email: uniqueEmail(), course: "Python" });
    expect(await outboxOf(reg.json().id)).toEqual([]);
    const firstName = unique("Corp");
    const corp = await post({
      form: "corporate",
      firstName,
      lastName: "K",
      email: uniqueEmail(),
      phone: uniquePhone(),
      company: 'Acme, "Chennai"',
      peopleCount: "12",
    });
    await until(async () => (await outboxOf(corp.json().id))[0]?.status === "sent", SETTLE_MS, "corporate forwarded");
    expect(acceptedCount(firstName)).toBe(1);
    expect(Object.fromEntries(provider.accepted.find((b) => b.get("entry.1") === firstName)!)).toEqual({
      "entry.1": firstName,
      "entry.5": 'Acme, "Chennai"',
      "entry.6": "12",
      fvv: "1",
    });
    expect((await outboxOf(corp.json().id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("deleting an enquiry drops its pending delivery", async () => {
    provider.always(500);
    try {
      const name = unique("Gone ");
      const id = (await post(contact(name))).json().id as string;
      await until(async () => Number((await outboxOf(id))[0]?.attempts ?? 0) >= 1, SETTLE_MS, "an attempt");
      const del = await t.app.inject({ method: "DELETE", url: `/api/enquiries/${id}`, headers: bearer(await signIn(t.app)) });
      expect(del.statusCode).toBe(200);
      expect(await outboxOf(id)).toEqual([]);
    } finally {
      provider.always(null);
    }
  });
});

describe.each(testDatabases)("giving up and retrying by hand on $name", (database) => {
  // Give up after 0.3 s instead of 48 h.
  const t = useTestApp(database, { ...FAST, OUTBOX_GIVE_UP_HOURS: String(0.3 / 3600) });

  it("marks a delivery failed after the window, keeps the error, and 'Retry now' sends it", { timeout: 60_000 }, async () => {
    const token = await signIn(t.app);
    const name = unique("Retry ");
    provider.always(500);
    let id: string;
    try {
      id = (await t.app.inject({ method: "POST", url: "/api/enquiries", payload: contact(name) })).json().id;
      await until(
        async () => (await t.app.db.selectFrom("outbox").select("status").where("enquiry_id", "=", id).executeTakeFirst())?.status === "failed",
        SETTLE_MS,
        "failed",
      );
    } finally {
      provider.always(null);
    }
    const failed = (await t.app.inject({ method: "GET", url: `/api/enquiries/${id}`, headers: bearer(token) })).json().data as EnquiryDetail;
    expect(failed.outbox?.[0]).toMatchObject({ status: "failed", lastError: "The form provider answered HTTP 500" });
    expect(failed.outbox![0]!.attempts).toBeGreaterThanOrEqual(MIN_ATTEMPTS_BEFORE_GIVING_UP);
    expect(acceptedCount(name)).toBe(0);

    // Staff only; unknown ids 404.
    expect((await t.app.inject({ method: "POST", url: `/api/enquiries/${id}/retry` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/enquiries/nope/retry", headers: bearer(token) })).statusCode).toBe(404);

    const retry = await t.app.inject({ method: "POST", url: `/api/enquiries/${id}/retry`, headers: bearer(token) });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, message: "Retrying now" });
    await until(() => acceptedCount(name) === 1, SETTLE_MS, "sent after retry");
    await until(
      async () => (await t.app.db.selectFrom("outbox").select("status").where("enquiry_id", "=", id).executeTakeFirst())?.status === "sent",
      SETTLE_MS,
      "marked sent",
    );
    // Nothing left to retry: 409, and nothing is sent twice.
    const again = await t.app.inject({ method: "POST", url: `/api/enquiries/${id}/retry`, headers: bearer(token) });
    expect(again.statusCode).toBe(409);
    expect(acceptedCount(name)).toBe(1);
  });
});

describe.each(testDatabases)("a server restart in the middle on $name", (database) => {
  // Three servers start one after another on the same database: more than the default time on a busy machine.
  it("loses nothing and sends nothing twice", { timeout: 180_000 }, async () => {
    const created = await database.create();
    const config = testConfig(created.database, { ...FAST, OUTBOX_RETRY_BASE_MS: "40", OUTBOX_RETRY_MAX_MS: "200" });
    try {
      // First server: the provider is down for a while; some attempts fail.
      provider.failNext(6);
      const first = (await buildApp(config, { serveWeb: false })).app;
      await first.ready();
      const names = Array.from({ length: 5 }, () => unique("Restart "));
      const ids: string[] = [];
      for (const name of names) ids.push((await first.inject({ method: "POST", url: "/api/enquiries", payload: contact(name) })).json().id);
      const seen = provider.requests.length;
      // The first server starts cold on a busy machine (beside a browser run and two other busy processes it
      // once took over 60 s): allow most of the test's time for its first tries.
      await until(() => provider.requests.length >= seen + 3, 120_000, "some attempts");
      await first.close();

      const mid = await first.inject({ method: "GET", url: "/healthz" }).catch(() => null);
      expect(mid?.statusCode ?? 503).toBe(503);
      const acceptedBefore = names.map(acceptedCount);
      expect(acceptedBefore.every((n) => n <= 1)).toBe(true);

      // A server that "crashed" mid-delivery leaves a lease behind: a new server
      // takes that row over once the lease has run out.
      const probe = (await buildApp(config, { serveWeb: false })).app;
      const pending = await probe.db.selectFrom("outbox").select(["id"]).where("status", "=", "pending").execute();
      if (pending[0]) {
        await probe.db
          .updateTable("jobs")
          .set({ status: "running", lease_token: "a-server-that-crashed", lease_until: new Date(Date.now() - 1).toISOString() })
          .where("kind", "=", "delivery")
          .where("key", "=", pending[0].id)
          .execute();
      }
      await probe.close();

      // Second server on the same database carries on.
      const second = (await buildApp(config, { serveWeb: false })).app;
      await second.ready();
      try {
        await until(
          async () => (await second.db.selectFrom("outbox").select("status").execute()).every((r) => r.status === "sent"),
          SETTLE_MS,
          "all sent after restart",
        );
        const rows = await second.db.selectFrom("outbox").select(["enquiry_id", "status"]).execute();
        expect(rows.map((r) => r.enquiry_id).sort()).toEqual([...ids].sort());
        for (const name of names) expect(acceptedCount(name), name).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      provider.failNext(0);
      await created.drop();
    }
  });

  it("does not take over a row another live server holds a lease on", { timeout: 60_000 }, async () => {
    const created = await database.create();
    const config = testConfig(created.database, { ...FAST });
    try {
      const app = (await buildApp(config, { serveWeb: false })).app;
      const name = unique("Leased ");
      // Stored the way POST /api/enquiries stores it, before ready() starts the worker.
      const { id } = await insertEnquiry(app.db, contact(name) as EnquiryInput);
      await enqueue(app.db, id, ["forward"]);
      // Another live server holds its job: leased for another minute.
      const job = app.db
        .updateTable("jobs")
        .where("kind", "=", "delivery")
        .where("key", "=", (await outboxRow(app, id)).id);
      await job.set({ status: "running", lease_token: "another-server", lease_until: new Date(Date.now() + 60_000).toISOString() }).execute();
      await app.ready();
      await app.jobs.kick();
      expect(acceptedCount(name)).toBe(0);
      // That server finished without sending (its lease ends): this one takes it.
      await job.set({ status: "queued", lease_token: null, lease_until: null }).execute();
      await app.outbox.kick();
      await until(() => acceptedCount(name) === 1, SETTLE_MS, "delivered once the lease is gone");
      await app.close();
    } finally {
      await created.drop();
    }
  });
});

it("refuses a broken FORM_FORWARD_CONFIG at start-up, naming the variable", async () => {
  const { loadConfig } = await import("#server/config");
  expect(() => loadConfig({ FORM_FORWARD_CONFIG: "{not json" })).toThrow(/FORM_FORWARD_CONFIG: must be JSON/);
  expect(() => loadConfig({ FORM_FORWARD_CONFIG: '{"contact":{"url":"ftp://x","fields":{}}}' })).toThrow(/FORM_FORWARD_CONFIG: contact.url/);
  expect(() => loadConfig({ FORM_FORWARD_CONFIG: "/no/such/forwarding.json" })).toThrow(/FORM_FORWARD_CONFIG/);
});
