import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { instituteDay } from "#contracts/enquiry-inbox";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";

// Optimistic concurrency of content (docs/decisions/035): several editors saving
// one record on the same revision at the same moment. On PostgreSQL the requests
// really run at once, each on its own pooled connection; exactly one save may
// win, the others are told so with a 409, and the history never holds one
// revision of a record twice.

const WRITERS = 8;
const ROUNDS = 3;

/** N requests started together, answered in the order they were made. */
const atOnce = (n: number, make: (i: number) => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

function expectOneWinner(answers: LightMyRequestResponse[]) {
  const statuses = answers.map((r) => r.statusCode);
  expect(
    statuses.filter((s) => s === 200),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  for (const loser of answers.filter((r) => r.statusCode !== 200)) {
    expect(loser.statusCode, loser.body).toBe(409);
    expect(loser.json()).toMatchObject({ success: false, message: STALE_EDIT_MESSAGE });
  }
  return answers.findIndex((r) => r.statusCode === 200);
}

describe.each(testDatabases)("concurrent content saves on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const history = async (key: string) =>
    (await t.app.db.selectFrom("content_revisions").select(["revision", "action"]).where("key", "=", key).execute()).map((r) => Number(r.revision));

  it("N editors saving the Java course on one revision: one is saved, the others get 409 and nothing of theirs is stored", async () => {
    const token = await signIn(t.app);
    for (let round = 0; round < ROUNDS; round++) {
      const current = (await get("/api/content/courses/java", token)).json().data;
      const answers = await atOnce(WRITERS, (i) =>
        send("PUT", "/api/content/courses/java", token, { data: { ...current.course, duration: `${round}.${i} months` }, revision: current.revision }),
      );
      const winner = expectOneWinner(answers);
      const after = (await get("/api/content/courses/java", token)).json().data;
      expect(after.revision).toBe(current.revision + 1);
      expect(after.course.duration).toBe(`${round}.${winner} months`);
      expect((await history("course:java")).filter((r) => r === current.revision + 1)).toHaveLength(1);
    }
  });

  it("N editors saving the site facts or a page on one revision: one is saved, the others get 409", async () => {
    const token = await signIn(t.app);
    for (let round = 0; round < ROUNDS; round++) {
      const site = (await get("/api/content/documents/site", token)).json().data;
      const answers = await atOnce(WRITERS, (i) =>
        send("PUT", "/api/content/documents/site", token, { data: { ...site.data, tagline: `Tagline ${round}.${i}` }, revision: site.revision }),
      );
      const winner = expectOneWinner(answers);
      const after = (await get("/api/content/documents/site", token)).json().data;
      expect(after).toMatchObject({ revision: site.revision + 1, data: { tagline: `Tagline ${round}.${winner}` } });

      const about = (await get("/api/content/documents/about", token)).json().data;
      expectOneWinner(await atOnce(WRITERS, () => send("PUT", "/api/content/documents/about", token, { data: about.data, revision: about.revision })));
      expect((await get("/api/content/documents/about", token)).json().data.revision).toBe(about.revision + 1);
    }
    const revisions = await history("site");
    expect(new Set(revisions).size).toBe(revisions.length);
  });

  it("N editors saving one batch on one revision: one is saved, the others get 409; saves without a revision queue up", async () => {
    const token = await signIn(t.app);
    const batch = {
      courseId: "python",
      startDate: instituteDay(Date.now() + 20 * 86_400_000),
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "both",
      duration: "3 months",
    };
    const created = await send("POST", "/api/content/batches", token, batch);
    expect(created.statusCode, created.body).toBe(201);
    let current = created.json().data;
    expect(current.revision).toBe(1);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await atOnce(WRITERS, (i) =>
        send("PUT", `/api/content/batches/${current.id}`, token, { ...batch, timing: `${round}.${i} am`, revision: current.revision }),
      );
      const winner = expectOneWinner(answers);
      const listed = ((await get("/api/content/batches", token)).json().data as { id: string; timing: string; revision: number }[]).find(
        (b) => b.id === current.id,
      )!;
      expect(listed).toMatchObject({ timing: `${round}.${winner} am`, revision: current.revision + 1 });
      current = listed;
    }
    // An API client that sends no revision: every save is stored, one after the other, each its own revision.
    const blind = await atOnce(WRITERS, (i) => send("PUT", `/api/content/batches/${current.id}`, token, { ...batch, timing: `blind ${i}` }));
    expect(blind.map((r) => r.statusCode)).toEqual(Array(WRITERS).fill(200));
    expect((await history(`batch:${current.id}`)).sort((a, b) => a - b)).toEqual(Array.from({ length: 1 + ROUNDS + WRITERS }, (_, i) => i + 1));
  });

  it("a course reordered by several editors at once never answers 500 and keeps one history row per revision", async () => {
    const token = await signIn(t.app);
    const ids = ((await get("/api/content/courses", token)).json().data as { course: { id: string } }[]).map((c) => c.course.id);
    const answers = await atOnce(WRITERS, (i) =>
      send("PUT", "/api/content/course-order", token, { ids: [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)] }),
    );
    for (const r of answers) expect([200, 409], r.body).toContain(r.statusCode);
    expect(answers.some((r) => r.statusCode === 200)).toBe(true);
    const revisions = await history("course-order");
    expect(revisions.filter((r) => r < 1)).toEqual([]);
    expect(new Set(revisions).size).toBe(revisions.length);
    expect(revisions).toHaveLength(answers.filter((r) => r.statusCode === 200).length);
  });

  it("a deleted course or batch brought back continues its history instead of starting again at 1", async () => {
    const token = await signIn(t.app);
    const course = (await get("/api/content/courses/tally-accounting", token)).json().data;
    expect((await send("DELETE", "/api/content/courses/tally-accounting", token)).statusCode).toBe(200);
    // The history lists who and when; the newest version that is not the deletion is the one to bring back.
    const saved = ((await get("/api/content/revisions?key=course:tally-accounting", token)).json().data as { id: string; action: string }[]).find(
      (r) => r.action !== "delete",
    )!;
    const restored = await send("POST", `/api/content/revisions/${saved.id}/restore`, token);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.revision).toBe(course.revision + 2);
    expect((await get("/api/content/courses/tally-accounting", token)).json().data.revision).toBe(course.revision + 2);

    const batch = {
      courseId: "tally-accounting",
      startDate: instituteDay(Date.now() + 5 * 86_400_000),
      schedule: "weekend",
      timing: "10:00 am – 1:00 pm",
      mode: "classroom",
      duration: "2 months",
    };
    const id = (await send("POST", "/api/content/batches", token, batch)).json().data.id as string;
    for (let i = 0; i < 2; i++) {
      expect((await send("DELETE", `/api/content/batches/${id}`, token)).statusCode).toBe(200);
      const last = ((await get(`/api/content/revisions?key=batch:${id}`, token)).json().data as { id: string; action: string }[]).find(
        (r) => r.action !== "delete",
      )!;
      expect((await send("POST", `/api/content/revisions/${last.id}/restore`, token)).statusCode).toBe(200);
    }
    expect((await history(`batch:${id}`)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect((await history("course:tally-accounting")).sort((a, b) => a - b)).toEqual(Array.from({ length: course.revision + 2 }, (_, i) => i + 1));
  });

  it("the history refuses a second row for one revision of a record", async () => {
    const row = { key: "site", revision: 1, data: "{}", action: "update", created_at: new Date().toISOString(), created_by: null };
    await expect(
      t.app.db
        .insertInto("content_revisions")
        .values({ ...row, id: "duplicate-of-the-seed" })
        .execute(),
    ).rejects.toThrow();
  });
});
