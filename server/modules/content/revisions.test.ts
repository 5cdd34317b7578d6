import { describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/enquiry-inbox";
import { buildApp } from "#server/app";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { keepRevisions } from "./repository";

// A record's history is bounded (CONTENT_REVISIONS_KEPT newest versions) and
// listed without the versions' content, which is fetched one version at a time.

const KEPT = 5;

describe.each(testDatabases)("content history bounds on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, CONTENT_REVISIONS_KEPT: String(KEPT) });
  const get = async (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const send = async (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const stored = (key: string) => t.app.db.selectFrom("content_revisions").select(["id", "revision"]).where("key", "=", key).execute();

  /** Saves why-choose with a first title that names the save, n times. */
  async function saveTitles(token: string, titles: string[]) {
    for (const title of titles) {
      const doc = (await get("/api/content/documents/why-choose", token)).json().data;
      const data = doc.data.map((item: { title: string }, i: number) => (i === 0 ? { ...item, title } : item));
      const res = await send("PUT", "/api/content/documents/why-choose", token, { data, revision: doc.revision });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  it(`keeps the newest ${KEPT} versions of a record and lists them without their content`, async () => {
    const token = await signIn(t.app);
    const titles = Array.from({ length: KEPT + 3 }, (_, i) => `Save ${i + 1}`);
    await saveTitles(token, titles);

    expect(await stored("why-choose")).toHaveLength(KEPT);
    const res = await get("/api/content/revisions?key=why-choose", token);
    const history = res.json().data as Record<string, unknown>[];
    expect(history).toHaveLength(KEPT);
    // Newest first; the seed and the first saves are gone.
    expect(history.map((r) => r.action)).toEqual(Array(KEPT).fill("update"));
    expect(history.map((r) => r.revision)).toEqual([9, 8, 7, 6, 5]);
    // Who and when, never the content itself.
    for (const r of history) {
      expect(Object.keys(r).sort()).toEqual(["action", "createdAt", "createdBy", "id", "key", "revision"]);
    }
    expect(res.body).not.toContain("Save 8");

    // One version's content on demand.
    const oldest = await get(`/api/content/revisions/${history[KEPT - 1]!.id}`, token);
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json().data).toMatchObject({ id: history[KEPT - 1]!.id, key: "why-choose", revision: 5, action: "update" });
    expect(oldest.json().data.data[0].title).toBe("Save 4");
    expect((await get("/api/content/revisions/no-such-revision", token)).statusCode).toBe(404);

    // A kept version can still be restored; the restore is the newest and the oldest kept one goes.
    expect((await send("POST", `/api/content/revisions/${history[KEPT - 1]!.id}/restore`, token)).statusCode).toBe(200);
    expect((await get("/api/content/documents/why-choose", token)).json().data.data[0].title).toBe("Save 4");
    const after = (await get("/api/content/revisions?key=why-choose", token)).json().data as { id: string; action: string }[];
    expect(after).toHaveLength(KEPT);
    expect(after[0]!.action).toBe("restore");
    expect(after.map((r) => r.id)).not.toContain(history[KEPT - 1]!.id);
  });

  it("numbers a batch's versions on after old ones are pruned", async () => {
    const token = await signIn(t.app);
    const batch = {
      courseId: "java",
      startDate: addDays(instituteDay(Date.now()), 20),
      schedule: "weekday",
      timing: "7:00 – 9:00 am",
      mode: "online",
      duration: "2 months",
      feeInr: 15000,
    };
    const created = (await send("POST", "/api/content/batches", token, batch)).json().data;
    for (let fee = 1; fee <= KEPT + 2; fee++) {
      expect((await send("PUT", `/api/content/batches/${created.id}`, token, { ...batch, feeInr: 10000 + fee })).statusCode).toBe(200);
    }
    const history = (await get(`/api/content/revisions?key=batch:${created.id}`, token)).json().data as { revision: number }[];
    expect(history.map((r) => r.revision)).toEqual([8, 7, 6, 5, 4]);
  });

  it("prunes histories that grew before the bound when the server starts", async () => {
    const token = await signIn(t.app);
    // The site facts' history grows to 12 versions under a larger bound…
    keepRevisions(50);
    try {
      for (let i = 0; i < 11; i++) {
        const doc = (await get("/api/content/documents/site", token)).json().data;
        expect(
          (await send("PUT", "/api/content/documents/site", token, { data: { ...doc.data, tagline: `Tagline ${i}` }, revision: doc.revision })).statusCode,
        ).toBe(200);
      }
      expect(await stored("site")).toHaveLength(12);
    } finally {
      keepRevisions(KEPT);
    }
    // …and a server starting with CONTENT_REVISIONS_KEPT=5 on that database keeps the newest five.
    const second = (await buildApp(t.config, { serveWeb: false })).app;
    await second.close();
    expect((await stored("site")).map((r) => Number(r.revision)).sort((a, b) => b - a)).toEqual([12, 11, 10, 9, 8]);
  });
});
