import { describe, expect, it } from "vitest";
import { apiTable } from "#contracts/api-table";
import { buildApp } from "#server/app";
import { useTestApp } from "#server/test/app";
import { useBuiltSite } from "#server/test/built-site";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { z } from "#contracts/zod";
import { readSnapshot } from "../site-pages";
import { bumpVersion } from "./history";
import { seedSiteFacts } from "./seed";

// A saved document the site cannot read (docs/decisions/099): one an older version
// wrote in another shape, or a row cut short or edited by hand. It never stops the
// start nor a page: the seed's version stands in for it, whole, and the content
// status names it with the reason (the admin's overview shows it) until a save
// replaces it. The rows are written straight into the database, as such a row is.

const NAME = "Velachery Skills Centre";
const statusOf = (body: string) => apiTable["GET /api/content/status"].response.parse(JSON.parse(body)).data;
const logLine = z.object({ level: z.number(), msg: z.string() });

describe.each(testDatabases)("a saved document that cannot be read, on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const send = (method: "GET" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const store = (key: string, data: string) => t.app.db.updateTable("content_documents").set({ data }).where("key", "=", key).execute();
  const status = async (token: string) => {
    const res = await send("GET", "/api/content/status", token);
    expect(res.statusCode, res.body).toBe(200);
    return statusOf(res.body);
  };

  it("stands in the seed's version everywhere it is read, names it with the reason, and is mended by a save", async () => {
    const token = await signIn(t.app);
    expect((await status(token)).unreadable).toEqual([]);
    const site = (await send("GET", "/api/content/documents/site", token)).json().data;
    expect((await send("PUT", "/api/content/documents/site", token, { data: { ...site.data, name: NAME }, revision: site.revision })).statusCode).toBe(200);
    expect((await readSnapshot(t.app.db)).site.name).toBe(NAME);

    // An older version's shape: a phone of another form, and no name.
    await store("site", JSON.stringify({ ...site.data, name: null, phone: "+91 (44) 1234" }));
    // Cut short.
    await store("trainers", '[{"name":"Priya Ra');

    const now = await status(token);
    expect(now.unreadable.map((u) => u.key)).toEqual(["site", "trainers"]);
    expect(now.unreadable[0]!.error).toMatch(/^name: .*; phone: /);
    expect(now.unreadable[1]!.error).toBe("it is not JSON");
    // The seed's site facts stand in, whole: its sample values are reported again.
    expect(now.sampleFacts).toEqual(expect.arrayContaining(["Phone", "Email"]));

    // Nothing that reads them fails: the pages' snapshot, the public verify page, the demo calendar, the trainer list.
    const snapshot = await readSnapshot(t.app.db);
    expect(snapshot.site).toEqual(seedSiteFacts);
    expect(snapshot.trainers).toEqual([]);
    const verify = await t.app.inject({ method: "GET", url: "/verify" });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain(seedSiteFacts.name);
    expect(verify.body).not.toContain(NAME);
    const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const calendar = await t.app.inject({ method: "GET", url: `/api/demo-class.ics?course=python&at=${encodeURIComponent(at)}` });
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.body).toContain(seedSiteFacts.name);
    expect((await send("GET", "/api/batch-trainers", token)).statusCode).toBe(200);

    // The editor opens what the site shows, on the stored revision: saving it replaces the unreadable one.
    const opened = (await send("GET", "/api/content/documents/site", token)).json().data;
    expect(opened).toMatchObject({ data: seedSiteFacts, revision: site.revision + 1 });
    const mended = await send("PUT", "/api/content/documents/site", token, { data: { ...opened.data, name: NAME }, revision: opened.revision });
    expect(mended.statusCode, mended.body).toBe(200);
    expect((await status(token)).unreadable.map((u) => u.key)).toEqual(["trainers"]);
    expect((await readSnapshot(t.app.db)).site.name).toBe(NAME);
    const trainers = (await send("GET", "/api/content/documents/trainers", token)).json().data;
    expect((await send("PUT", "/api/content/documents/trainers", token, { data: [], revision: trainers.revision })).statusCode).toBe(200);
    expect((await status(token)).unreadable).toEqual([]);
  });

  it("a server starting on one starts, and logs which document and why", async () => {
    await store("about", JSON.stringify({ sections: "About us" }));
    const lines: string[] = [];
    const { app } = await buildApp(t.config, { serveWeb: false, logger: { level: "error", stream: { write: (line: string) => void lines.push(line) } } });
    try {
      await app.ready();
      const errors = lines.map((line) => logLine.parse(JSON.parse(line))).filter((l) => l.level >= 50);
      expect(errors.map((l) => l.msg)).toEqual([
        expect.stringMatching(
          /^The saved "about" document \(About\) could not be read \(.*sections: .*\): the site shows its seed version until it is saved again/,
        ),
      ]);
      expect((await app.inject({ method: "GET", url: "/verify" })).statusCode).toBe(200);
    } finally {
      await app.close();
      const about = (await send("GET", "/api/content/documents/about", await signIn(t.app))).json().data;
      await send("PUT", "/api/content/documents/about", await signIn(t.app), { data: about.data, revision: about.revision });
    }
  });
});

describe("the rendered site over a saved document that cannot be read", () => {
  const site = useBuiltSite();
  const t = useTestApp(testDatabases[0]!, { ...ADMIN_ENV, BUILD_DIR: site.clientDir }, true);

  it("renders every page with the seed's version standing in", async () => {
    const token = await signIn(t.app);
    const saved = (await t.app.inject({ method: "GET", url: "/api/content/documents/site", headers: bearer(token) })).json().data;
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/content/documents/site",
      headers: bearer(token),
      payload: { data: { ...saved.data, name: NAME }, revision: saved.revision },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/" })).body).toContain(NAME);

    await t.app.db
      .updateTable("content_documents")
      .set({ data: JSON.stringify({ ...saved.data, name: NAME, email: "not an address" }) })
      .where("key", "=", "site")
      .execute();
    await t.app.db.updateTable("content_documents").set({ data: '{"sections":[' }).where("key", "=", "about").execute();
    await bumpVersion(t.app.db);
    await t.app.contentChanged();
    for (const path of ["/", "/about", "/contact", "/courses/python"]) {
      const page = await t.app.inject({ method: "GET", url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain(seedSiteFacts.name);
      expect(page.body, path).not.toContain(NAME);
    }
  });
});
