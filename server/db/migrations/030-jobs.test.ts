import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabases } from "#server/test/databases";
import { type Connection, connect } from "../connect";
import type { EnquiriesTable, WhatsAppMessagesTable } from "../types";
import { CodeMigrations } from "./index";

// Migration 030 (docs/decisions/085) on a database as release 025 left it: work
// waiting in the hand-made queues (outbox rows, lead-ads leads, students' files)
// gets its job, due when it was; work already done or given up gets none.

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

const lead: EnquiriesTable = {
  id: "lead-1",
  form: "contact",
  name: "Meena",
  email: "meena@example.in",
  phone: "9840012345",
  course: "Python",
  company: null,
  message: null,
  data: "{}",
  status: "new",
  created_at: at(1),
  updated_at: at(1),
  owner_id: null,
  last_submitted_at: at(1),
  respond_by: null,
  touched_at: null,
  follow_up_at: null,
  due_at: null,
  lost_reason: null,
  source_page: null,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  revision: 1,
  whatsapp_opt_out_at: null,
};

const outbox = (id: string, kind: string, status: string, due: string) => ({
  id,
  enquiry_id: "lead-1",
  kind,
  status,
  attempts: status === "pending" ? 1 : 3,
  next_attempt_at: due,
  last_error: null,
  created_at: at(1),
  updated_at: at(1),
  locked_until: null,
  retry_from: null,
  submission: null,
  payload: null,
});

const incoming = (id: string, waId: string, mediaStatus: string): WhatsAppMessagesTable => ({
  id,
  enquiry_id: "lead-1",
  direction: "in",
  wa_id: waId,
  kind: "image",
  body: "[Photo]",
  template: null,
  automatic: 0,
  status: "received",
  error: null,
  sent_by: null,
  created_at: at(2),
  updated_at: at(2),
  media_id: `media-${id}`,
  media_status: mediaStatus,
  media_attempts: 1,
  media_next_at: at(3),
  media_error: mediaStatus === "pending" ? "WhatsApp answered 500 for the file" : null,
});

const metaLead = (id: string, status: string) => ({
  id,
  form_id: null,
  ad_id: null,
  status,
  attempts: 2,
  next_attempt_at: at(4),
  last_error: "Meta answered 401",
  enquiry_id: null,
  created_at: at(1),
  updated_at: at(1),
});

describe.each(testDatabases)("migration 030 (one jobs table) on $name", (database) => {
  let conn: Connection | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await conn?.close();
    await drop?.();
  });

  it("queues a job for each delivery, lead-ads lead and file still waiting, due when it was, and none for work done", async () => {
    const created = await database.create();
    drop = created.drop;
    conn = connect(created.database);
    const migrator = new Migrator({ db: conn.db, provider: new CodeMigrations(conn.kind) });
    expect((await migrator.migrateTo("025-stale-enrolled-follow-ups")).error).toBeUndefined();

    await conn.db.insertInto("enquiries").values(lead).execute();
    await conn.db
      .insertInto("outbox")
      .values([
        outbox("forward-1", "forward", "pending", at(5)),
        outbox("whatsapp-1", "whatsapp", "pending", at(1)),
        outbox("mail-sent", "mail", "sent", at(1)),
        outbox("mail-failed", "mail", "failed", at(1)),
      ])
      .execute();
    await conn.db
      .insertInto("meta_leads")
      .values([metaLead("111", "pending"), metaLead("222", "stored")])
      .execute();
    await conn.db
      .insertInto("whatsapp_messages")
      .values([incoming("m1", "wamid.m1", "pending"), incoming("m2", "wamid.m2", "stored")])
      .execute();

    const applied = await migrator.migrateTo("030-jobs");
    expect(applied.error).toBeUndefined();
    const jobs = await conn.db
      .selectFrom("jobs")
      .select(["kind", "key", "lane", "payload", "status", "attempts", "run_at", "last_error"])
      .orderBy("kind")
      .orderBy("key")
      .execute();
    expect(jobs.map((j) => ({ ...j, attempts: Number(j.attempts) }))).toEqual([
      { kind: "delivery", key: "forward-1", lane: null, payload: null, status: "queued", attempts: 0, run_at: at(5), last_error: null },
      { kind: "delivery", key: "whatsapp-1", lane: null, payload: null, status: "queued", attempts: 0, run_at: at(1), last_error: null },
      { kind: "leadgen", key: "111", lane: null, payload: null, status: "queued", attempts: 2, run_at: at(4), last_error: "Meta answered 401" },
      {
        kind: "whatsapp-media",
        key: "wamid.m1",
        lane: null,
        payload: null,
        status: "queued",
        attempts: 1,
        run_at: at(3),
        last_error: "WhatsApp answered 500 for the file",
      },
    ]);
  });
});
