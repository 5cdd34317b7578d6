import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../contracts/limits";
import { AUTH_MESSAGES } from "../contracts/user";
import { SIGNIN_PER_MINUTE } from "./modules/auth";
import { ADMIN, ADMIN_ENV, bearer, jpegPhoto, randomAddress, sendForm, signIn, unique } from "./test/staff-api";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";

// Security, second half: uploads are judged by their content (docs/decisions/014), and the
// server answers hostile paths, oversized and malformed bodies with a clear 4xx
// and its security headers, never a 500 and never a file outside its folders.
// (Who may call what and hostile text: security.test.ts.) Every check runs the
// real server in-process on SQLite and on PostgreSQL.

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabases)("uploads and hostile requests on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const inject = (opts: InjectOptions) => t.app.inject({ remoteAddress: randomAddress(), ...opts });
  describe("uploads", () => {
    const fields = () => ({ name: `Upload ${unique("u")}`, course: "Python", date: today(), placement: "Upload probe" });
    const placementsNamed = async (name: string) =>
      Number(
        (
          await t.app.db
            .selectFrom("placements")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("name", "=", name)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const imageCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("images")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    const attacks: Record<string, () => Promise<{ data: Buffer; filename: string; type: string }>> = {
      "an HTML page": async () => ({
        data: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
        filename: "photo.html",
        type: "text/html",
      }),
      "an SVG with script": async () => ({
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>'),
        filename: "photo.svg",
        type: "image/svg+xml",
      }),
      "a polyglot (JPEG magic bytes, then HTML)": async () => ({
        data: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
          Buffer.from("<html><script>alert(1)</script></html>"),
        ]),
        filename: "photo.jpg",
        type: "image/jpeg",
      }),
      "HTML behind a .jpg name and an image type": async () => ({
        data: Buffer.from("<html><script>alert(1)</script></html>"),
        filename: "photo.jpg",
        type: "image/jpeg",
      }),
      "a zero-byte file": async () => ({ data: Buffer.alloc(0), filename: "photo.jpg", type: "image/jpeg" }),
      "a GIF (not an accepted type)": async () => ({
        data: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
        filename: "photo.gif",
        type: "image/gif",
      }),
    };

    for (const [name, make] of Object.entries(attacks)) {
      it(`refuses ${name} with a 400 and stores nothing`, async () => {
        const f = fields();
        const images = await imageCount();
        const res = await sendForm(t.app, "POST", "/api/placements/add", admin, { ...f, image: await make() });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
        expect(await placementsNamed(f.name)).toBe(0);
        expect(await imageCount()).toBe(images);
      });
    }

    it("refuses a 6 MB photo with 413 and stores nothing", async () => {
      const f = fields();
      const big = Buffer.concat([await jpegPhoto(), crypto.randomBytes(6 * 1024 * 1024)]);
      expect(big.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
      const res = await sendForm(t.app, "POST", "/api/reviews/add", admin, {
        name: f.name,
        rating: "4",
        date: today(),
        review: "big",
        image: { data: big, filename: "big.jpg", type: "image/jpeg" },
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(
        Number(
          (
            await t.app.db
              .selectFrom("reviews")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("name", "=", f.name)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(0);
    });

    it("a real photo is re-encoded to WebP and served with the security headers", async () => {
      const res = await sendForm(t.app, "POST", "/api/placements/add", admin, {
        ...fields(),
        image: { data: await jpegPhoto({ gps: true }), filename: "p.jpg", type: "image/jpeg" },
      });
      expect(res.statusCode, res.body).toBe(201);
      const image = await inject({ method: "GET", url: res.json().data.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expectSecurityHeaders(image.headers);
      expect(image.rawPayload.subarray(8, 12).toString("latin1")).toBe("WEBP");
    });
  });

  describe("paths, sizes and malformed bodies", () => {
    for (const url of [
      "/uploads/..%2f..%2fpackage.json",
      "/uploads/../server/app.ts",
      "/uploads/%2e%2e/%2e%2e/package.json",
      "/uploads/..\\..\\package.json",
      "/uploads/00000000-0000-0000-0000-000000000000.webp",
      "/uploads/x.webp%00.html",
    ]) {
      it(`answers 404 to ${url} and leaks no file`, async () => {
        const res = await inject({ method: "GET", url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('"name": "chennai-tech-academy"');
        expect(res.body).not.toContain("buildApp");
      });
    }

    it("answers 413 to a 2 MB JSON body, signed in or not", async () => {
      const payload = JSON.stringify({ form: "contact", name: "x".repeat(2 * 1024 * 1024), phone: "9876543210", email: "a@b.in", message: "hi" });
      const pub = await inject({ method: "POST", url: "/api/enquiries", headers: { "content-type": "application/json" }, payload });
      expect(pub.statusCode).toBe(413);
      expect(pub.json()).toMatchObject({ success: false });
      const staff = await inject({ method: "POST", url: "/api/youtube/add", headers: { ...bearer(admin), "content-type": "application/json" }, payload });
      expect(staff.statusCode).toBe(413);
    });

    it("answers 400 to malformed JSON", async () => {
      for (const [url, headers] of [
        ["/api/enquiries", {}],
        ["/api/auth/signin", {}],
        ["/api/auth/signup", {}],
        ["/api/youtube/add", bearer(admin)],
      ] as const) {
        const res = await inject({ method: "POST", url, headers: { ...headers, "content-type": "application/json" }, payload: '{"form": "contact", "name": ' });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: "The request body is not valid JSON." });
      }
    });

    it("answers 400 to a malformed multipart body and stores nothing", async () => {
      const before = await t.app.db
        .selectFrom("placements")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      const bodies = [
        "this is not multipart at all",
        '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf a part with no closing boundary',
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
      ];
      for (const payload of bodies) {
        const res = await inject({
          method: "POST",
          url: "/api/placements/add",
          headers: { ...bearer(admin), "content-type": "multipart/form-data; boundary=XYZ" },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
      }
      const noBoundary = await inject({
        method: "POST",
        url: "/api/placements/add",
        headers: { ...bearer(admin), "content-type": "multipart/form-data" },
        payload: "--x--",
      });
      expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
      expect(noBoundary.statusCode).toBeLessThan(500);
      const after = await t.app.db
        .selectFrom("placements")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it("answers 429 after too many login attempts from one address, even with the right password", async () => {
      const remoteAddress = randomAddress();
      const attempt = (username: string, password: string) =>
        t.app.inject({ method: "POST", url: "/api/auth/signin", remoteAddress, payload: { username, password } });
      // Guessed usernames: the per-address limit alone (a real account would also pause, docs/decisions/036).
      for (let i = 0; i < SIGNIN_PER_MINUTE; i++) expect((await attempt(`nobody-${i}`, "wrong password")).statusCode).toBe(401);
      const blocked = await attempt(ADMIN.username, ADMIN.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.tooManyAttempts });
      expect(blocked.json().token).toBeUndefined();
      // Another address is not affected.
      expect((await inject({ method: "POST", url: "/api/auth/signin", payload: { username: ADMIN.username, password: ADMIN.password } })).statusCode).toBe(200);
    });

    it("puts the security headers on API answers: success, 401, 404 and 400", async () => {
      for (const opts of [
        { method: "GET", url: "/api/reviews" },
        { method: "GET", url: "/api/auth/users" },
        { method: "GET", url: "/api/nothing-here" },
        { method: "POST", url: "/api/enquiries", payload: {} },
      ] as InjectOptions[]) {
        const res = await inject(opts);
        expectSecurityHeaders(res.headers);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
      }
    });
  });
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(headers["content-security-policy"]).toMatch(/default-src 'none'/);
}

// The static side: with a built web app the server also serves files from the build
// folder; nothing outside it may be reached, whatever the encoding of the path.
describe("path traversal with the web app served", () => {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "cta-build-"));
  fs.writeFileSync(path.join(buildDir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  fs.mkdirSync(path.join(buildDir, "assets"));
  fs.writeFileSync(path.join(buildDir, "assets", "app.js"), "console.log(1)");
  const t = useTestApp(testDatabases[0]!, { BUILD_DIR: buildDir }, true);
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  for (const url of [
    "/uploads/..%2f..%2fpackage.json",
    "/uploads/../server/app.ts",
    "/../package.json",
    "/..%2fpackage.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/assets/%2e%2e%2f%2e%2e%2fpackage.json",
  ]) {
    it(`${url} reveals nothing outside the build folder`, async () => {
      const res = await t.app.inject({ method: "GET", url });
      expect([400, 403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain("chennai-tech-academy");
      expect(res.body).not.toContain("root:");
      expect(res.body).not.toContain("buildApp");
    });
  }

  it("serves what is inside it", async () => {
    expect((await t.app.inject({ method: "GET", url: "/assets/app.js" })).statusCode).toBe(200);
  });
});
