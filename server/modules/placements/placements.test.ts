import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { createCourse, deleteCourse, getCourse, updateCourse } from "../content";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, jpegPhoto, pngPhoto, sendForm, signIn } from "#server/test/staff-api";

const fields = {
  id: "STU654321",
  name: "Divya S",
  course: "Data Science",
  degree: "B.E. CSE",
  date: "2026-02-10",
  placement: "Data Analyst at a Guindy start-up",
};

describe.each(testDatabases)("placements API on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const photo = async () => ({ data: await jpegPhoto(), filename: "divya.jpg", type: "image/jpeg" });
  const add = async (extra: Record<string, string | undefined> = {}, withPhoto = false) =>
    sendForm(t.app, "POST", "/api/placements/add", await signIn(t.app), { ...fields, ...extra, image: withPhoto ? await photo() : undefined });
  const list = async (query = "") => (await t.app.inject({ method: "GET", url: `/api/placements${query}` })).json();

  it("adds a placement (201) and GET /api/placements lists it publicly with SPEC field names", async () => {
    const res = await add({}, true);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: "Placement added successfully" });
    expect(body.data).toEqual({
      _id: expect.any(String),
      stuId: "STU654321",
      name: "Divya S",
      course: "Data Science",
      degree: "B.E. CSE",
      date: "2026-02-10",
      placement: "Data Analyst at a Guindy start-up",
      image: expect.stringMatching(/^\/uploads\/[a-f0-9-]{36}\.webp$/),
      company: null,
      role: null,
    });
    const all = await list();
    expect(all.success).toBe(true);
    expect(all.data).toContainEqual(body.data);
  });

  it("adds without a photo or degree (image and degree null) and generates the STU id when none is sent", async () => {
    const res = await add({ id: undefined, degree: "" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ image: null, degree: null, stuId: expect.stringMatching(/^STU\d{6}$/) });
  });

  it("also accepts a JSON body when there is no photo", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/placements/add",
      headers: bearer(await signIn(t.app)),
      payload: { ...fields, name: "Json Person" },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("lists newest date first, the whole list without paging and one page with ?page=&limit=", async () => {
    await add({ name: "Old", date: "2020-01-01" });
    await add({ name: "New", date: "2030-12-31" });
    const all = await list();
    expect(all.data[0].name).toBe("New");
    expect(all.data.at(-1).name).toBe("Old");
    expect(all.total).toBe(all.data.length);
    expect(all.page).toBe(1);
    const dates = all.data.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const page2 = await list("?page=2&limit=2");
    expect(page2).toMatchObject({ success: true, page: 2, limit: 2, total: all.total });
    expect(page2.data).toEqual(all.data.slice(2, 4));
    expect((await t.app.inject({ method: "GET", url: "/api/placements?limit=101" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/placements?page=0" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/placements?page=abc" })).statusCode).toBe(400);
  });

  it.each([
    ["name", "Name is required"],
    ["course", "Please select a course"],
    ["date", "Date is required"],
    ["placement", "Placement status is required"],
  ])("answers 400 when %s is missing, and stores nothing (not even the photo)", async (field, message) => {
    const images = (await t.app.db.selectFrom("images").select("id").execute()).length;
    const before = (await list()).total;
    const res = await add({ [field]: undefined }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect((await list()).total).toBe(before);
    expect((await t.app.db.selectFrom("images").select("id").execute()).length).toBe(images);
    // An empty box is the same as a missing one.
    expect((await add({ [field]: "  " })).json().message).toBe(message);
  });

  it("refuses a course outside the 12 and an impossible date with 400", async () => {
    expect((await add({ course: "Basket Weaving" })).json()).toMatchObject({ message: "Please select a course" });
    expect((await add({ date: "2026-02-30" })).statusCode).toBe(400);
    expect((await add({ date: "10/02/2026" })).statusCode).toBe(400);
  });

  it("takes the site's course list: a course staff added, a hidden one; a record keeps a course deleted since", async () => {
    const editor = { id: "test", username: "test" };
    const python = (await getCourse(t.app.db, "python"))!.course;
    await createCourse(t.app.db, { ...python, id: "ui-ux-design", name: "UI/UX Design" }, editor);
    const added = await add({ course: "UI/UX Design" });
    expect(added.statusCode, added.body).toBe(201);
    await updateCourse(t.app.db, "python", { ...python, hidden: true }, editor);
    expect((await add({ course: "Python" })).statusCode).toBe(201);
    await updateCourse(t.app.db, "python", { ...python, hidden: false }, editor);

    await deleteCourse(t.app.db, "ui-ux-design", editor);
    expect((await add({ course: "UI/UX Design" })).json()).toMatchObject({ message: "Please select a course" });
    const kept = await sendForm(t.app, "PUT", `/api/placements/update/${added.json().data._id}`, await signIn(t.app), {
      ...fields,
      course: "UI/UX Design",
      name: "Renamed",
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("updates fields and keeps the photo when no new file is sent", async () => {
    const created = (await add({}, true)).json().data;
    const res = await sendForm(t.app, "PUT", `/api/placements/update/${created._id}`, await signIn(t.app), {
      ...fields,
      name: "Divya Subramanian",
      placement: "disclaimer",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Placement updated successfully" });
    expect(res.json().data).toMatchObject({ _id: created._id, name: "Divya Subramanian", placement: "disclaimer", image: created.image });
    expect((await t.app.inject({ method: "GET", url: created.image })).statusCode).toBe(200);
  });

  it("replaces the photo on update and deletes the old one", async () => {
    const created = (await add({}, true)).json().data;
    const res = await sendForm(t.app, "PUT", `/api/placements/update/${created._id}`, await signIn(t.app), {
      ...fields,
      image: { data: await pngPhoto(), filename: "new.png", type: "image/png" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated.image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(updated.image).not.toBe(created.image);
    expect((await t.app.inject({ method: "GET", url: updated.image })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: created.image })).statusCode).toBe(404);
  });

  it("a refused update changes nothing", async () => {
    const created = (await add({}, true)).json().data;
    const res = await sendForm(t.app, "PUT", `/api/placements/update/${created._id}`, await signIn(t.app), {
      ...fields,
      name: "",
      image: { data: Buffer.from("not an image"), filename: "x.jpg", type: "image/jpeg" },
    });
    expect(res.statusCode).toBe(400);
    expect((await list()).data.find((p: { _id: string }) => p._id === created._id)).toEqual(created);
  });

  it("deletes a placement with its photo", async () => {
    const created = (await add({}, true)).json().data;
    const res = await t.app.inject({ method: "DELETE", url: `/api/placements/delete/${created._id}`, headers: bearer(await signIn(t.app)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Placement deleted successfully" });
    expect((await list()).data.find((p: { _id: string }) => p._id === created._id)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: created.image })).statusCode).toBe(404);
  });

  it("answers 404 to update or delete an unknown id", async () => {
    const token = await signIn(t.app);
    const id = crypto.randomUUID();
    const update = await sendForm(t.app, "PUT", `/api/placements/update/${id}`, token, fields);
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ success: false, message: "Placement not found" });
    const del = await t.app.inject({ method: "DELETE", url: `/api/placements/delete/${id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(404);
  });

  it("refuses every write without a valid session (401) and stores nothing", async () => {
    const created = (await add()).json().data;
    const before = (await list()).total;
    const forged = crypto.randomBytes(32).toString("base64url");
    for (const token of [null, forged]) {
      expect((await sendForm(t.app, "POST", "/api/placements/add", token, fields)).statusCode).toBe(401);
      expect((await sendForm(t.app, "PUT", `/api/placements/update/${created._id}`, token, fields)).statusCode).toBe(401);
      const del = await t.app.inject({ method: "DELETE", url: `/api/placements/delete/${created._id}`, headers: token ? bearer(token) : {} });
      expect(del.statusCode).toBe(401);
    }
    expect((await list()).total).toBe(before);
  });
});
