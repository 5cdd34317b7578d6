import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, jpegPhoto, sendForm, signIn, webpPhoto } from "#server/test/staff-api";

const fields = {
  id: "STU246810",
  name: "Arun Kumar",
  rating: "4.7",
  date: "2026-01-20",
  review: "The trainers explained AWS with real projects; I got placed within a month.",
};

describe.each(testDatabases)("reviews API on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  const photo = async () => ({ data: await jpegPhoto(), filename: "arun.jpg", type: "image/jpeg" });
  const add = async (extra: Record<string, string | undefined> = {}, withPhoto = false) =>
    sendForm(t.app, "POST", "/api/reviews/add", await signIn(t.app), { ...fields, ...extra, image: withPhoto ? await photo() : undefined });
  const list = async () => (await t.app.inject({ method: "GET", url: "/api/reviews" })).json();

  it("adds a review (201); the public read answers success and data, each review with _id and its STU id as id", async () => {
    const res = await add({}, true);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: "Review added successfully" });
    const created = res.json().data;
    expect(created).toEqual({
      _id: expect.any(String),
      id: "STU246810",
      name: "Arun Kumar",
      rating: 4.7,
      review: fields.review,
      date: "2026-01-20",
      image: expect.stringMatching(/^\/uploads\/[a-f0-9-]{36}\.webp$/),
      course: null,
    });
    const all = await list();
    expect(all.success).toBe(true);
    expect(all.data).toContainEqual(created);
    expect(all.total).toBe(all.data.length);
  });

  it("keeps ratings in steps of 0.1 from 0 to 5", async () => {
    for (const rating of ["0", "5", "3.3"]) {
      const res = await add({ rating });
      expect(res.statusCode, rating).toBe(201);
      expect(res.json().data.rating).toBe(Number(rating));
    }
    for (const rating of ["5.1", "-1", "4.25", "abc"]) {
      const res = await add({ rating });
      expect(res.statusCode, rating).toBe(400);
    }
  });

  it.each([
    ["name", "Name is required"],
    ["rating", "Rating is required"],
    ["date", "Date is required"],
    ["review", "Review is required"],
  ])("answers 400 when %s is missing or empty, and stores nothing", async (field, message) => {
    const before = (await list()).total;
    for (const value of [undefined, ""]) {
      const res = await add({ [field]: value }, true);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: message } });
    }
    expect((await list()).total).toBe(before);
  });

  it("updates and keeps the photo without a new file; a new photo replaces and deletes the old one", async () => {
    const created = (await add({}, true)).json().data;
    const token = await signIn(t.app);
    const kept = await sendForm(t.app, "PUT", `/api/reviews/update/${created._id}`, token, { ...fields, rating: "4.9" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ success: true, message: "Review updated successfully", data: { rating: 4.9, image: created.image, id: "STU246810" } });

    const replaced = await sendForm(t.app, "PUT", `/api/reviews/update/${created._id}`, token, {
      ...fields,
      image: { data: await webpPhoto(), filename: "new.webp", type: "image/webp" },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const image = replaced.json().data.image;
    expect(image).not.toBe(created.image);
    expect((await t.app.inject({ method: "GET", url: created.image })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: image })).statusCode).toBe(200);
  });

  it("refuses an SVG photo with 400 on update and keeps the review as it was", async () => {
    const created = (await add({}, true)).json().data;
    const res = await sendForm(t.app, "PUT", `/api/reviews/update/${created._id}`, await signIn(t.app), {
      ...fields,
      name: "Changed",
      image: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: "face.jpg", type: "image/jpeg" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please upload a JPEG, PNG or WebP image");
    expect((await list()).data.find((r: { _id: string }) => r._id === created._id)).toEqual(created);
  });

  it("deletes a review with its photo", async () => {
    const created = (await add({}, true)).json().data;
    const res = await t.app.inject({ method: "DELETE", url: `/api/reviews/delete/${created._id}`, headers: bearer(await signIn(t.app)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Review deleted successfully" });
    expect((await list()).data.find((r: { _id: string }) => r._id === created._id)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: created.image })).statusCode).toBe(404);
  });

  it("answers 404 to update or delete an unknown id", async () => {
    const token = await signIn(t.app);
    const id = crypto.randomUUID();
    const update = await sendForm(t.app, "PUT", `/api/reviews/update/${id}`, token, fields);
    expect(update.statusCode).toBe(404);
    expect(update.json()).toMatchObject({ success: false, message: "Review not found" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/reviews/delete/${id}`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it("refuses every write without a valid session (401)", async () => {
    const created = (await add()).json().data;
    const forged = crypto.randomBytes(32).toString("base64url");
    for (const token of [null, forged]) {
      expect((await sendForm(t.app, "POST", "/api/reviews/add", token, fields)).statusCode).toBe(401);
      expect((await sendForm(t.app, "PUT", `/api/reviews/update/${created._id}`, token, fields)).statusCode).toBe(401);
      const del = await t.app.inject({ method: "DELETE", url: `/api/reviews/delete/${created._id}`, headers: token ? bearer(token) : {} });
      expect(del.statusCode).toBe(401);
    }
  });
});
