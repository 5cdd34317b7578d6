import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#contracts/limits";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, jpegPhoto, newStaff, pngPhoto, sendForm, signIn, webpPhoto } from "#server/test/staff-api";
import { IMAGE_MESSAGES } from "./process";

// Uploads travel with a placement (the first record type that takes a photo);
// reviews use the same code and have their own replace/delete tests.
const placement = { id: "STU123456", name: "Karthik R", course: "Python", degree: "B.Sc", date: "2026-03-14", placement: "Placed at a Chennai fintech" };

describe.each(testDatabases)("image uploads on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);

  const upload = async (data: Buffer, filename = "photo.jpg", type = "image/jpeg") =>
    sendForm(t.app, "POST", "/api/placements/add", await signIn(t.app), { ...placement, image: { data, filename, type } });
  const count = async (table: "images" | "placements" | "reviews") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ["JPEG", () => jpegPhoto()],
    ["PNG", () => pngPhoto()],
    ["WebP", () => webpPhoto()],
  ])("stores a %s as WebP at /uploads/<id>.webp, served with a year-long immutable cache", async (_kind, make) => {
    const res = await upload(await make());
    expect(res.statusCode, res.body).toBe(201);
    const path = res.json().data.image as string;
    expect(path).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    const image = await t.app.inject({ method: "GET", url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(image.rawPayload).metadata()).format).toBe("webp");
  });

  it("strips EXIF (GPS position, camera) from a phone photo", async () => {
    const photo = await jpegPhoto({ gps: true });
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");

    const res = await upload(photo);
    const stored = (await t.app.inject({ method: "GET", url: res.json().data.image })).rawPayload;
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(stored.toString("latin1")).not.toContain("PhoneMaker");
  });

  it("scales a large photo down to at most 1200 px on its longest side", async () => {
    const res = await upload(await jpegPhoto({ width: 3000, height: 2000 }));
    const stored = (await t.app.inject({ method: "GET", url: res.json().data.image })).rawPayload;
    const { width, height } = await sharp(stored).metadata();
    expect([width, height]).toEqual([1200, 800]);
  });

  it.each([
    ["a text file renamed .jpg", Buffer.from("Dear staff, this is not a picture.\n".repeat(20))],
    ["an SVG renamed .jpg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ["a GIF", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF")],
  ])("refuses %s with 400 and stores nothing", async (_kind, data) => {
    const [images, placements] = [await count("images"), await count("placements")];
    const res = await upload(data, "photo.jpg", "image/jpeg");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.type });
    expect([await count("images"), await count("placements")]).toEqual([images, placements]);
  });

  it("refuses a truncated JPEG (right header, broken picture) with 400, not 500", async () => {
    const photo = await jpegPhoto({ width: 400, height: 300 });
    const res = await upload(photo.subarray(0, 40));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("refuses a 6 MB image with 413 and stores nothing", async () => {
    // A real JPEG followed by padding: decoders ignore trailing bytes, so only the size is wrong.
    const photo = await jpegPhoto();
    const big = Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024 - photo.length, 0)]);
    expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const [images, placements] = [await count("images"), await count("placements")];
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("5 MB") });
    expect([await count("images"), await count("placements")]).toEqual([images, placements]);
  });

  it("accepts an image of exactly 5 MB", async () => {
    const photo = await jpegPhoto();
    const res = await upload(Buffer.concat([photo, Buffer.alloc(MAX_UPLOAD_BYTES - photo.length, 0)]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a photo sent under another field name with 400 naming `image`, and stores nothing", async () => {
    const token = await signIn(t.app);
    const photo = { data: await jpegPhoto(), filename: "a.jpg", type: "image/jpeg" };
    for (const path of ["/api/placements/add", "/api/reviews/add"]) {
      const fields = path.includes("placements") ? placement : { id: "STU1", name: "Asha", rating: "4.5", date: "2026-01-10", review: "Good" };
      const [images, placements, reviews] = [await count("images"), await count("placements"), await count("reviews")];
      const res = await sendForm(t.app, "POST", path, token, { ...fields, photo });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('The photo must be sent in the field "image", not "photo".');
      expect(res.json().errors.image).toMatch(/"image"/);
      expect([await count("images"), await count("placements"), await count("reviews")]).toEqual([images, placements, reviews]);
    }
    // An empty file input under another name (nothing chosen) is not a photo: ignored.
    const empty = await sendForm(t.app, "POST", "/api/placements/add", token, {
      ...placement,
      photo: { data: Buffer.alloc(0), filename: "", type: "application/octet-stream" },
    });
    expect(empty.statusCode, empty.body).toBe(201);
  });

  it("refuses a second file with 413 and a malformed multipart body with 400", async () => {
    const token = await signIn(t.app);
    const photo = { data: await jpegPhoto(), filename: "a.jpg", type: "image/jpeg" };
    const two = await sendForm(t.app, "POST", "/api/placements/add", token, { ...placement, image: photo, other: { ...photo, filename: "b.jpg" } });
    expect(two.statusCode).toBe(413);

    const broken = await t.app.inject({
      method: "POST",
      url: "/api/placements/add",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=XYZ" },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nKarthik',
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: "POST",
      url: "/api/placements/add",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  describe("POST /api/images (an image on its own, for content saved as JSON)", () => {
    const course = (id: string, image: string) => ({
      id,
      name: "Image Probe",
      image,
      heading: "A course whose picture was uploaded first",
      summary: "Checks that an uploaded image path is accepted as a course image.",
      overview: "The editor uploads the picture, then saves the course with the answered path.",
      curriculum: "One module.",
      features: ["One", "Two", "Three"],
      learn: ["One", "Two", "Three"],
      definition: "A probe.",
      duration: "1 month",
      seo: { title: "Probe", description: "Probe", keywords: "probe" },
      hidden: true,
    });

    it("stores the image as WebP and answers its path, which a course can then use", async () => {
      const token = await signIn(t.app);
      const before = await count("images");
      const res = await sendForm(t.app, "POST", "/api/images", token, {
        image: { data: await jpegPhoto({ width: 2400, height: 1200, gps: true }), filename: "hero.jpg", type: "image/jpeg" },
      });
      expect(res.statusCode, res.body).toBe(201);
      const path = res.json().data.path as string;
      expect(path).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
      expect(await count("images")).toBe(before + 1);
      const stored = await t.app.inject({ method: "GET", url: path });
      expect(stored.statusCode).toBe(200);
      const meta = await sharp(stored.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["webp", 1200, 600, undefined]);

      const id = `image-probe-${Date.now().toString(36)}`;
      const saved = await t.app.inject({ method: "POST", url: "/api/content/courses", headers: bearer(token), payload: { data: course(id, path) } });
      expect(saved.statusCode, saved.body).toBe(201);
      expect((await t.app.inject({ method: "GET", url: `/api/content/courses/${id}`, headers: bearer(token) })).json().data.course.image).toBe(path);
    });

    it("lets an editor upload; a counsellor gets 403 and nobody without a session gets in", async () => {
      const admin = await signIn(t.app);
      const photo = { image: { data: await pngPhoto(), filename: "a.png", type: "image/png" } };
      const editor = await newStaff(t.app, admin, "editor");
      expect((await sendForm(t.app, "POST", "/api/images", editor.token, photo)).statusCode).toBe(201);
      const before = await count("images");
      const counsellor = await newStaff(t.app, admin, "counsellor");
      expect((await sendForm(t.app, "POST", "/api/images", counsellor.token, photo)).statusCode).toBe(403);
      expect((await sendForm(t.app, "POST", "/api/images", null, photo)).statusCode).toBe(401);
      expect(await count("images")).toBe(before);
    });

    it("refuses a file that is not an image, an empty or missing file and a JSON body with 400, storing nothing", async () => {
      const token = await signIn(t.app);
      const before = await count("images");
      const text = await sendForm(t.app, "POST", "/api/images", token, {
        image: { data: Buffer.from("not a picture ".repeat(40)), filename: "a.jpg", type: "image/jpeg" },
      });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ success: false, message: IMAGE_MESSAGES.type, errors: { image: IMAGE_MESSAGES.type } });
      const empty = await sendForm(t.app, "POST", "/api/images", token, { image: { data: Buffer.alloc(0), filename: "a.jpg", type: "image/jpeg" } });
      expect(empty.statusCode).toBe(400);
      const none = await sendForm(t.app, "POST", "/api/images", token, { caption: "no file" });
      expect(none.statusCode).toBe(400);
      expect(none.json().errors.image).toBe("Choose a JPEG, PNG or WebP image to upload.");
      const json = await t.app.inject({ method: "POST", url: "/api/images", headers: bearer(token), payload: { image: "/uploads/x.webp" } });
      expect(json.statusCode).toBe(400);
      const big = await sendForm(t.app, "POST", "/api/images", token, {
        image: { data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), filename: "big.jpg", type: "image/jpeg" },
      });
      expect(big.statusCode).toBe(413);
      expect(await count("images")).toBe(before);
    });
  });

  it("answers 404 for unknown or malformed image names", async () => {
    for (const url of [
      "/uploads/00000000-0000-0000-0000-000000000000.webp",
      "/uploads/not-an-image.webp",
      "/uploads/..%2F..%2Fetc%2Fpasswd",
      "/uploads/00000000-0000-0000-0000-000000000000.png",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
