import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { VIDEO_CAPTION_MESSAGES, YOUTUBE_MESSAGES } from "#contracts/youtube-url";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";

describe.each(testDatabases)("videos API on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const add = async (payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/youtube/add", headers: bearer(await signIn(t.app)), payload: payload as Record<string, unknown> });
  const list = async () => (await t.app.inject({ method: "GET", url: "/api/youtube" })).json();

  it.each([
    ["a youtu.be link", "https://youtu.be/dQw4w9WgXcQ"],
    ["a watch?v= link", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s"],
    ["an /embed/ link", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
  ])("adds %s, stored in embed form; the public list carries it in data", async (_kind, url) => {
    const res = await add({ url });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: "Video added successfully!",
      data: { _id: expect.any(String), url: "https://www.youtube.com/embed/dQw4w9WgXcQ", studentName: null, course: null, poster: null },
    });
    const all = await list();
    expect(all.success).toBe(true);
    expect(all.data).toContainEqual(body.data);
    for (const video of all.data) expect(Object.keys(video).sort()).toEqual(["_id", "course", "poster", "studentName", "url"]);
  });

  it("lists the newest video first", async () => {
    const latest = (await add({ url: "https://youtu.be/aaaaaaaaaaa" })).json().data;
    expect((await list()).data[0]).toEqual(latest);
  });

  it.each([
    [{}, YOUTUBE_MESSAGES.required],
    [{ url: "" }, YOUTUBE_MESSAGES.required],
    [{ url: "https://vimeo.com/123456" }, YOUTUBE_MESSAGES.invalid],
    [{ url: "not a url" }, YOUTUBE_MESSAGES.invalid],
    [{ url: 42 }, YOUTUBE_MESSAGES.required],
  ])("refuses %j with 400 and its message", async (payload, message) => {
    const before = (await list()).data.length;
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect((await list()).data.length).toBe(before);
  });

  it("keeps an optional caption, trimmed; empty parts are no caption", async () => {
    const res = await add({ url: "https://youtu.be/eeeeeeeeeee", studentName: "  Priya Raman ", course: "Full Stack Development" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ studentName: "Priya Raman", course: "Full Stack Development" });
    const blank = await add({ url: "https://youtu.be/fffffffffff", studentName: "   ", course: null });
    expect(blank.json().data).toMatchObject({ studentName: null, course: null });
    expect((await list()).data).toContainEqual(res.json().data);
  });

  const long = "x".repeat(81);
  it.each([
    [{ studentName: long }, VIDEO_CAPTION_MESSAGES.studentNameLong, "studentName"],
    [{ course: long }, VIDEO_CAPTION_MESSAGES.courseLong, "course"],
    [{ studentName: 42 }, VIDEO_CAPTION_MESSAGES.studentNameType, "studentName"],
    [{ course: ["Python"] }, VIDEO_CAPTION_MESSAGES.courseType, "course"],
  ])("refuses the caption %j with 400 naming the field", async (caption, message, field) => {
    const before = (await list()).data.length;
    const res = await add({ url: "https://youtu.be/ggggggggggg", ...caption });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await list()).data.length).toBe(before);
  });

  it("edits a caption (PUT /api/youtube/:id); the video stays; bad input 400, unknown id 404, no session 401", async () => {
    const token = await signIn(t.app);
    const created = (await add({ url: "https://youtu.be/hhhhhhhhhhh", studentName: "Arun" })).json().data;
    const put = (id: string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
      t.app.inject({ method: "PUT", url: `/api/youtube/${id}`, headers, payload: payload as Record<string, unknown> });

    const res = await put(created._id, { studentName: "Arun K.", course: "Data Science" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Video updated successfully!", data: { ...created, studentName: "Arun K.", course: "Data Science" } });
    expect((await list()).data).toContainEqual(res.json().data);

    const cleared = await put(created._id, {});
    expect(cleared.json().data).toMatchObject({ studentName: null, course: null, url: created.url });

    const bad = await put(created._id, { course: long });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: VIDEO_CAPTION_MESSAGES.courseLong });
    expect((await put(crypto.randomUUID(), { studentName: "X" })).statusCode).toBe(404);
    expect((await put(created._id, { studentName: "X" }, {})).statusCode).toBe(401);
    expect((await list()).data.find((v: { _id: string }) => v._id === created._id)).toMatchObject({ studentName: null, course: null });
  });

  it("deletes a video; an unknown id answers 404", async () => {
    const token = await signIn(t.app);
    const created = (await add({ url: "https://youtu.be/bbbbbbbbbbb" })).json().data;
    const res = await t.app.inject({ method: "DELETE", url: `/api/youtube/${created._id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Video deleted!" });
    expect((await list()).data.find((v: { _id: string }) => v._id === created._id)).toBeUndefined();
    const again = await t.app.inject({ method: "DELETE", url: `/api/youtube/${created._id}`, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, message: "Video not found" });
  });

  it("refuses add and delete without a valid session (401)", async () => {
    const created = (await add({ url: "https://youtu.be/ccccccccccc" })).json().data;
    const forged = crypto.randomBytes(32).toString("base64url");
    for (const headers of [{}, bearer(forged)]) {
      expect((await t.app.inject({ method: "POST", url: "/api/youtube/add", headers, payload: { url: "https://youtu.be/ddddddddddd" } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: "DELETE", url: `/api/youtube/${created._id}`, headers })).statusCode).toBe(401);
    }
    expect((await list()).data).toContainEqual(created);
  });
});
