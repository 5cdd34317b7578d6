import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";

// A deleted course keeps its history; GET /api/content/deleted-courses is how the
// dashboard finds it again to restore it.

const course = (id: string, name: string) => ({
  id,
  name,
  image: "/images/courses/python.svg",
  heading: "A course that will be deleted",
  summary: "Used to check the list of deleted courses.",
  overview: "Created, deleted and restored by this test.",
  curriculum: "One module.",
  features: ["One", "Two", "Three"],
  learn: ["One", "Two", "Three"],
  definition: "A probe.",
  duration: "1 month",
  seo: { title: "Probe", description: "Probe", keywords: "probe" },
  hidden: false,
});

describe.each(testDatabases)("deleted courses on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const deleted = async (token: string) =>
    (await call(token, "GET", "/api/content/deleted-courses")).json().data as { id: string; name: string; deletedAt: string; deletedBy: string | null }[];

  it("lists a deleted course by its last name until it is restored or added again", async () => {
    const token = await signIn(t.app);
    expect(await deleted(token)).toEqual([]);

    const id = `gone-${Date.now().toString(36)}`;
    expect((await call(token, "POST", "/api/content/courses", { data: course(id, "First Name") })).statusCode).toBe(201);
    const current = (await call(token, "GET", `/api/content/courses/${id}`)).json().data;
    expect((await call(token, "PUT", `/api/content/courses/${id}`, { data: course(id, "Renamed Course"), revision: current.revision })).statusCode).toBe(200);
    expect((await call(token, "DELETE", `/api/content/courses/${id}`)).statusCode).toBe(200);
    expect((await call(token, "DELETE", "/api/content/courses/python")).statusCode).toBe(200);

    const list = await deleted(token);
    expect(list.map((d) => d.id).sort()).toEqual([id, "python"].sort());
    expect(list.find((d) => d.id === id)).toEqual({ id, name: "Renamed Course", deletedAt: expect.any(String), deletedBy: ADMIN.username });
    expect(list.find((d) => d.id === "python")?.name).toBe("Python");

    // Restored from its history: no longer deleted.
    const history = (await call(token, "GET", `/api/content/revisions?key=${encodeURIComponent(`course:${id}`)}`)).json().data as {
      id: string;
      action: string;
    }[];
    const lastSaved = history.find((r) => r.action !== "delete")!;
    expect((await call(token, "POST", `/api/content/revisions/${lastSaved.id}/restore`)).statusCode).toBe(200);
    // Added again under the same id: no longer deleted either.
    const python = (await call(token, "GET", "/api/content/revisions?key=course%3Apython")).json().data as { id: string; action: string }[];
    const seeded = (await call(token, "GET", `/api/content/revisions/${python.find((r) => r.action === "seed")!.id}`)).json().data;
    expect((await call(token, "POST", "/api/content/courses", { data: seeded.data })).statusCode).toBe(201);
    expect(await deleted(token)).toEqual([]);

    // Deleted a second time: listed once, with the later deletion.
    expect((await call(token, "DELETE", `/api/content/courses/${id}`)).statusCode).toBe(200);
    const again = await deleted(token);
    expect(again).toHaveLength(1);
    expect(again[0]!.deletedAt > list.find((d) => d.id === id)!.deletedAt).toBe(true);
  });
});
