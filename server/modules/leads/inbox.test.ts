import { describe, expect, it } from "vitest";
import { apiTable } from "#contracts/api-table";
import type { EnquiryInput } from "#contracts/enquiry";
import { DEMO_VIEW_DAYS, type EnquiryDetail, addDays, dayStartUtc, instituteDay } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn, unique } from "#server/test/staff-api";
import { insertEnquiry } from "./lead-writes";

// The staff inbox API (docs/decisions/011) on SQLite and PostgreSQL.

const at = (iso: string) => Date.parse(iso);

/** Unique marker per test run so parallel tests on one database never see each other's rows. */
function seedSet(tag: string) {
  const contact = (name: string, phone: string, email: string, message = "Weekend batch?"): EnquiryInput => ({ form: "contact", name, phone, email, message });
  return [
    // Times in UTC; Chennai is UTC+05:30, so 2026-03-01T20:00Z is already 2 March in Chennai.
    { when: "2026-03-01T04:00:00Z", input: contact(`Anitha ${tag}`, "9840011111", `anitha.${tag}@example.in`) },
    {
      when: "2026-03-01T20:00:00Z",
      input: { form: "registration", name: `Bala ${tag}`, mobile: "9840022222", email: `bala.${tag}@example.in`, course: "Python" } as EnquiryInput,
    },
    {
      when: "2026-03-03T09:30:00Z",
      input: { form: "course", name: `Chitra ${tag}`, phone: "9840033333", email: `CHITRA.${tag}@Example.IN`, course: "Data Science" } as EnquiryInput,
    },
    {
      when: "2026-03-05T10:00:00Z",
      input: {
        form: "corporate",
        firstName: "Dinesh",
        lastName: tag,
        email: `dinesh.${tag}@acme.co.in`,
        phone: "9840044444",
        company: 'Acme, "Logistics" Pvt Ltd',
        peopleCount: 12,
        jobTitle: "L&D Head",
        message: "AWS for ops",
      } as EnquiryInput,
    },
    { when: "2026-03-07T12:00:00Z", input: contact(`முத்து "Muthu", ${tag}`, "9840055555", `muthu.${tag}@example.in`, '=HYPERLINK("http://evil")') },
  ];
}

describe.each(testDatabases)("staff enquiry inbox on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  async function seed() {
    const tag = unique("t");
    const ids: string[] = [];
    for (const { when, input } of seedSet(tag)) ids.push((await insertEnquiry(t.app.db, input, at(when))).id);
    return { tag, ids };
  }
  const get = async (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
  const list = async (token: string, query: string) => {
    const res = await get(`/api/enquiries?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return apiTable["GET /api/enquiries"].response.parse(res.json());
  };

  it("answers 401 without a session on every staff route, and the public POST still works", async () => {
    const { ids } = await seed();
    const routes: [string, string, object?][] = [
      ["GET", "/api/enquiries"],
      ["GET", "/api/enquiries/stats"],
      ["GET", "/api/enquiries/export.csv"],
      ["GET", `/api/enquiries/${ids[0]}`],
      ["PATCH", `/api/enquiries/${ids[0]}`, { status: "contacted" }],
      ["DELETE", `/api/enquiries/${ids[0]}`],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [{}, bearer("not-a-real-token")]) {
        const res = await t.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false });
      }
    }
    // Nothing changed.
    const token = await signIn(t.app);
    expect((await get(`/api/enquiries/${ids[0]}`, token)).json().data.status).toBe("new");
  });

  it("lists newest first, 25 per page by default, in pages of the size asked, with total, page, limit and the new-count", async () => {
    const { tag } = await seed();
    const token = await signIn(t.app);
    const byDefault = await list(token, `q=${tag}`);
    expect(byDefault).toMatchObject({ success: true, total: 5, page: 1, limit: 25 });
    expect(byDefault.data).toHaveLength(5);
    const page1 = await list(token, `q=${tag}&limit=4`);
    expect(page1).toMatchObject({ success: true, total: 5, page: 1, limit: 4 });
    expect(page1.data.map((r) => r.name.split(" ")[0])).toEqual(["முத்து", "Dinesh", "Chitra", "Bala"]);
    expect(page1.data[1]).toEqual({
      id: expect.any(String),
      form: "corporate",
      name: `Dinesh ${tag}`,
      email: `dinesh.${tag}@acme.co.in`,
      phone: "9840044444",
      course: null,
      company: 'Acme, "Logistics" Pvt Ltd',
      status: "new",
      createdAt: "2026-03-05T10:00:00.000Z",
      lastSubmittedAt: "2026-03-05T10:00:00.000Z",
      preview: "AWS for ops",
      owner: null,
      followUpAt: null,
      dueAt: null,
      overdue: false,
      source: "Direct",
      revision: 1,
    });
    const page2 = await list(token, `q=${tag}&page=2&limit=4`);
    expect(page2.data.map((r) => r.name)).toEqual([`Anitha ${tag}`]);
    const big = await list(token, `q=${tag}&limit=50`);
    expect(big.data).toHaveLength(5);
    expect(big.limit).toBe(50);
    // Every enquiry of the database counts towards the badge, whatever the filter.
    const all = await list(token, "limit=100");
    expect(page1.newCount).toBe(all.data.filter((r) => r.status === "new").length);
    expect(page1.newCount).toBeGreaterThanOrEqual(5);
  });

  it("rejects bad paging and filters with 400, never 500", async () => {
    const token = await signIn(t.app);
    for (const query of ["limit=101", "limit=0", "page=0", "page=x", "form=fax", "status=open", "from=2026-13-01", "to=yesterday", `q=${"x".repeat(101)}`]) {
      const res = await get(`/api/enquiries?${query}`, token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    // Empty values mean "no filter" (what a form with nothing chosen sends).
    expect((await get("/api/enquiries?form=&status=&from=&to=&q=&page=&limit=", token)).statusCode).toBe(200);
  });

  it("filters by form, status and a Chennai date range", async () => {
    const { tag, ids } = await seed();
    const token = await signIn(t.app);
    expect((await list(token, `q=${tag}&form=contact`)).data.map((r) => r.form)).toEqual(["contact", "contact"]);
    expect((await list(token, `q=${tag}&form=corporate`)).data).toHaveLength(1);

    await t.app.inject({ method: "PATCH", url: `/api/enquiries/${ids[2]}`, headers: bearer(token), payload: { status: "contacted" } });
    const contacted = await list(token, `q=${tag}&status=contacted`);
    expect(contacted.data.map((r) => r.id)).toEqual([ids[2]]);
    expect((await list(token, `q=${tag}&status=new`)).total).toBe(4);

    // 2026-03-01T20:00Z is 2 March 01:30 in Chennai: the 1 March filter leaves it out.
    expect((await list(token, `q=${tag}&from=2026-03-01&to=2026-03-01`)).data.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list(token, `q=${tag}&from=2026-03-02&to=2026-03-03`)).data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await list(token, `q=${tag}&from=2026-03-05`)).total).toBe(2);
    expect((await list(token, `q=${tag}&to=2026-03-04`)).total).toBe(3);
    expect((await list(token, `q=${tag}&form=contact&from=2026-03-06`)).data.map((r) => r.id)).toEqual([ids[4]]);
  });

  it("lists the demo classes from the start of today to 7 days on (Chennai dates), soonest first", async () => {
    const { tag, ids } = await seed();
    const token = await signIn(t.app);
    const today = instituteDay(Date.now());
    const minute = 60_000;
    const start = (days: number) => dayStartUtc(addDays(today, days)).getTime();
    const set = (id: string, status: string, followUpAt: number) =>
      t.app.db
        .updateTable("enquiries")
        .set({ status, follow_up_at: new Date(followUpAt).toISOString() })
        .where("id", "=", id)
        .execute();
    await set(ids[0]!, "demo_scheduled", start(2) + 11 * 60 * minute); // in two days, 11 am
    await set(ids[1]!, "demo_scheduled", start(0) + minute); // early today: still on today's list
    await set(ids[2]!, "demo_scheduled", start(DEMO_VIEW_DAYS) + minute); // the eighth day: next week
    await set(ids[3]!, "demo_scheduled", start(0) - minute); // yesterday
    await set(ids[4]!, "contacted", start(1)); // a follow-up, not a demo
    const demos = await list(token, `q=${tag}&view=demos`);
    expect(demos.data.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(demos.total).toBe(2);
    expect(demos.data[1]).toMatchObject({ status: "demo_scheduled", followUpAt: new Date(start(2) + 11 * 60 * minute).toISOString() });
  });

  it("searches name, phone and email, case-insensitively, Tamil included, with % and _ literal", async () => {
    const { tag, ids } = await seed();
    const token = await signIn(t.app);
    const found = async (q: string) => (await list(token, `q=${encodeURIComponent(q)}&limit=100`)).data.map((r) => r.id);
    expect(await found(`chitra ${tag}`.toUpperCase())).toEqual([ids[2]]);
    expect(await found(`chitra.${tag}@example.in`)).toEqual([ids[2]]);
    expect(await found(`DINESH.${tag}@ACME`)).toEqual([ids[3]]);
    expect(await found(`முத்து "Muthu", ${tag}`)).toEqual([ids[4]]);
    expect(await found("9840033333")).toContain(ids[2]);
    expect(await found("98400 33333")).toContain(ids[2]);
    expect(await found("+91 98400-55555")).toContain(ids[4]);
    expect(await found(`%${tag}`)).toEqual([]);
    expect(await found(`_nitha ${tag}`)).toEqual([]);
    expect(await found(`nitha ${tag}`)).toEqual([ids[0]]);
  });

  it("shows every field, the parsed submission and the outbox rows; 404 for an unknown id", async () => {
    const { ids, tag } = await seed();
    const token = await signIn(t.app);
    const res = await get(`/api/enquiries/${ids[3]}`, token);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data as EnquiryDetail;
    expect(detail).toMatchObject({
      id: ids[3],
      form: "corporate",
      name: `Dinesh ${tag}`,
      message: "AWS for ops",
      company: 'Acme, "Logistics" Pvt Ltd',
      status: "new",
      createdAt: "2026-03-05T10:00:00.000Z",
      updatedAt: "2026-03-05T10:00:00.000Z",
      outbox: [],
    });
    expect(detail.data).toMatchObject({ firstName: "Dinesh", lastName: tag, peopleCount: 12, jobTitle: "L&D Head" });

    const now = new Date().toISOString();
    await t.app.db
      .insertInto("outbox")
      .values({
        id: `ob-${tag}`,
        enquiry_id: ids[3]!,
        kind: "forward",
        status: "failed",
        attempts: 7,
        next_attempt_at: now,
        last_error: "HTTP 503",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const withOutbox = (await get(`/api/enquiries/${ids[3]}`, token)).json().data as EnquiryDetail;
    expect(withOutbox.outbox).toEqual([
      { id: `ob-${tag}`, kind: "forward", status: "failed", attempts: 7, nextAttemptAt: now, lastError: "HTTP 503", createdAt: now, updatedAt: now },
    ]);

    for (const id of ["no-such-id", "00000000-0000-0000-0000-000000000000"]) {
      const missing = await get(`/api/enquiries/${id}`, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: "Enquiry not found" });
    }
  });

  it("moves a lead along the pipeline (new → contacted → demo scheduled → enrolled → new), validates it and 404s an unknown id", async () => {
    const { ids } = await seed();
    const token = await signIn(t.app);
    const patch = (id: string, payload: unknown) =>
      t.app.inject({ method: "PATCH", url: `/api/enquiries/${id}`, headers: bearer(token), payload: payload as object });
    for (const status of ["contacted", "demo_scheduled", "enrolled", "new"]) {
      const res = await patch(ids[0]!, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: "Status updated", data: { id: ids[0], status } });
      expect(res.json().data.updatedAt > res.json().data.createdAt).toBe(true);
    }
    for (const bad of [{ status: "done" }, { status: "closed" }, { status: 1 }]) {
      const res = await patch(ids[0]!, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: "Status must be new, contacted, demo scheduled, enrolled or not interested" });
    }
    expect((await patch(ids[0]!, {})).json()).toMatchObject({ success: false, message: "Nothing to change" });
    // Not interested needs a reason, and keeps it.
    const noReason = await patch(ids[0]!, { status: "lost" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: "Say why the lead is not interested", errors: { lostReason: "Say why the lead is not interested" } });
    const lost = await patch(ids[0]!, { status: "lost", lostReason: "Joined another institute" });
    expect(lost.json().data).toMatchObject({ status: "lost", lostReason: "Joined another institute", dueAt: null });
    // The old "closed" filter finds enrolled and lost leads.
    expect((await list(token, `status=closed&limit=100`)).data.map((r) => r.id)).toContain(ids[0]);
    expect((await patch("no-such-id", { status: "contacted" })).statusCode).toBe(404);
  });

  it("counts fewer new enquiries once one is contacted", async () => {
    const { ids } = await seed();
    const token = await signIn(t.app);
    const before = (await list(token, "")).newCount;
    await t.app.inject({ method: "PATCH", url: `/api/enquiries/${ids[1]}`, headers: bearer(token), payload: { status: "contacted" } });
    expect((await list(token, "")).newCount).toBe(before - 1);
  });

  it("deletes an enquiry with its outbox rows; a second delete is 404", async () => {
    const { ids, tag } = await seed();
    const token = await signIn(t.app);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto("outbox")
      .values({
        id: `del-${tag}`,
        enquiry_id: ids[1]!,
        kind: "mail",
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        created_at: now,
        updated_at: now,
        submission: null,
      })
      .execute();
    const del = () => t.app.inject({ method: "DELETE", url: `/api/enquiries/${ids[1]}`, headers: bearer(token) });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Enquiry deleted successfully" });
    expect((await get(`/api/enquiries/${ids[1]}`, token)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom("outbox").select("id").where("id", "=", `del-${tag}`).execute()).toEqual([]);
    expect((await list(token, `q=${tag}`)).total).toBe(4);
    expect((await del()).statusCode).toBe(404);
  });

  it("exports the current filter as Excel-proof CSV: BOM, every field quoted, phone as text, commas, quotes and Tamil intact", async () => {
    const { tag, ids } = await seed();
    const token = await signIn(t.app);
    const res = await get(`/api/enquiries/export.csv?q=${encodeURIComponent(tag)}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString("utf8");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      '"Received","Form","Name","Phone","Email","Course","Company","Message","Status","Owner","Next follow-up","Source","Other details","ID"',
    );
    expect(lines).toHaveLength(6);
    // Newest first; Chennai time; the Tamil name with its comma and quotes, quotes doubled.
    expect(lines[1]).toBe(
      `"2026-03-07 17:30","Contact","முத்து ""Muthu"", ${tag}","=""9840055555""","muthu.${tag}@example.in","","","'=HYPERLINK(""http://evil"")","New","Unassigned","","Direct","","${ids[4]}"`,
    );
    expect(lines[2]).toBe(
      `"2026-03-05 15:30","Corporate","Dinesh ${tag}","=""9840044444""","dinesh.${tag}@acme.co.in","","Acme, ""Logistics"" Pvt Ltd","AWS for ops","New","Unassigned","","Direct","peopleCount: 12; jobTitle: L&D Head","${ids[3]}"`,
    );
    expect(lines[4]).toContain('"2026-03-02 01:30","Course registration","Bala');
    expect(lines[4]).toContain('"Python"');

    // The filter applies: only contacts; an empty result still has the header.
    const contacts = (await get(`/api/enquiries/export.csv?q=${encodeURIComponent(tag)}&form=contact`, token)).rawPayload.toString("utf8");
    expect(contacts.split("\r\n").filter(Boolean)).toHaveLength(3);
    const none = (await get(`/api/enquiries/export.csv?q=nobody-${tag}`, token)).rawPayload.toString("utf8");
    expect(none.split("\r\n").filter(Boolean)).toHaveLength(1);
    expect((await get("/api/enquiries/export.csv?status=maybe", token)).statusCode).toBe(400);
  });
});
