import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../contracts/limits";
import { AUTH_MESSAGES } from "../contracts/user";
import { SIGNIN_PER_MINUTE } from "./modules/auth/routes";
import { hashToken } from "./modules/auth/sessions";
import { ADMIN, ADMIN_ENV, bearer, jpegPhoto, newStaff, randomAddress, sendForm, signIn, unique, userIdOf } from "./test/staff-api";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";
import { uniqueEmail, uniquePhone } from "./test/visitors";

// Issue 6, security: who may call the staff endpoints, what hostile text and files
// do, and how the server answers oversized, malformed and repeated requests. Every
// check runs the real server in-process on SQLite and on PostgreSQL.

/** The staff endpoints the specification names; the test also finds any other route behind requireStaff. */
const EXPECTED_STAFF_ROUTES = [
  "POST /api/auth/logout",
  "GET /api/auth/users",
  "PUT /api/auth/verify-user/:id",
  "DELETE /api/auth/delete/:id",
  "POST /api/auth/change-password",
  "POST /api/placements/add",
  "PUT /api/placements/update/:id",
  "DELETE /api/placements/delete/:id",
  "POST /api/reviews/add",
  "PUT /api/reviews/update/:id",
  "DELETE /api/reviews/delete/:id",
  "POST /api/youtube/add",
  "DELETE /api/youtube/:id",
];

/** Every route whose onRequest hooks include requireStaff, as "METHOD /path". */
function staffRoutes(app: FastifyInstance): string[] {
  const found = new Set<string>();
  for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
    const tree = app.printRoutes({ includeHooks: true, commonPrefix: false, method });
    // Children are indented 4 characters per level and print only their own segment.
    const stack: string[] = [];
    let current: string | undefined;
    for (const line of tree.split("\n")) {
      const route = /── (\S+) \(/.exec(line);
      if (route) {
        const depth = Math.floor(route.index / 4);
        stack.length = depth;
        stack[depth] = route[1]!;
        current = stack.join("");
      } else if (current && /\(onRequest\).*requireStaff/.test(line)) found.add(`${method} ${current}`);
    }
  }
  return [...found].sort();
}

export const INJECTIONS = ["'; drop table users; --", "<script>alert(1)</script>", "{{7*7}}", "${7*7}", "<img src=x onerror=alert(1)>"];

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabases)("security on $name", (database) => {
  const t = useTestApp(database, ADMIN_ENV);
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  const inject = (opts: InjectOptions) => t.app.inject({ remoteAddress: randomAddress(), ...opts });

  describe("authorisation matrix", () => {
    /** One request per staff route, with a body that would be accepted from a live session. */
    const requestFor = (route: string, token: string | null): InjectOptions => {
      const [method, pattern] = route.split(" ") as [InjectOptions["method"], string];
      const url = pattern.replace(":id", crypto.randomUUID());
      const headers = token === null ? {} : { authorization: `Bearer ${token}` };
      if (method === "POST" || method === "PUT" || method === "PATCH") {
        const payload = pattern.includes("youtube")
          ? { url: "https://youtu.be/dQw4w9WgXcQ" }
          : pattern.includes("enquiries")
            ? { status: "closed" }
            : { name: "Matrix Probe", course: "Python", date: today(), placement: "Probe", rating: "4", review: "Probe" };
        return { method, url, headers, payload };
      }
      return { method, url, headers };
    };

    const counts = async () => {
      const db = t.app.db;
      const n = async (table: "users" | "placements" | "reviews" | "videos" | "enquiries") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        users: await n("users"),
        placements: await n("placements"),
        reviews: await n("reviews"),
        videos: await n("videos"),
        enquiries: await n("enquiries"),
      };
    };

    it("protects every endpoint the specification names, and the test knows every protected route", () => {
      const routes = staffRoutes(t.app);
      for (const route of EXPECTED_STAFF_ROUTES) expect(routes).toContain(route);
      // The matrix below runs over `routes`, so a new staff route is covered automatically.
      expect(routes.length).toBeGreaterThanOrEqual(EXPECTED_STAFF_ROUTES.length);
    });

    it("a live session gets past the check on every staff route (the control for the 401s below)", async () => {
      const throwaway = await newStaff(t.app, admin);
      for (const route of staffRoutes(t.app)) {
        const token = route === "POST /api/auth/logout" ? throwaway.token : admin;
        const res = await inject(requestFor(route, token));
        expect(res.statusCode, `${route}: ${res.body}`).not.toBe(401);
        expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
      }
    });

    const credentials: Record<string, () => Promise<string | null>> = {
      "no token": async () => null,
      "a forged token": async () => crypto.randomBytes(32).toString("base64url"),
      "a malformed token": async () => "not-a-token' OR '1'='1",
      "an expired session": async () => {
        const staff = await newStaff(t.app, admin);
        await t.app.db.updateTable("sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("id", "=", hashToken(staff.token)).execute();
        return staff.token;
      },
      "a revoked session (after logout)": async () => {
        const staff = await newStaff(t.app, admin);
        const out = await inject({ method: "POST", url: "/api/auth/logout", headers: bearer(staff.token) });
        expect(out.statusCode).toBe(200);
        return staff.token;
      },
      "a session of an unverified user": async () => {
        const username = unique("pending");
        const signup = await inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" },
        });
        expect(signup.statusCode).toBe(201);
        const id = await userIdOf(t.app, admin, username);
        const token = crypto.randomBytes(32).toString("base64url");
        const now = Date.now();
        await t.app.db
          .insertInto("sessions")
          .values({ id: hashToken(token), user_id: id, created_at: new Date(now).toISOString(), expires_at: new Date(now + 3_600_000).toISOString() })
          .execute();
        return token;
      },
      "a session of a deleted user": async () => {
        const staff = await newStaff(t.app, admin);
        const del = await inject({ method: "DELETE", url: `/api/auth/delete/${staff.id}`, headers: bearer(admin) });
        expect(del.statusCode).toBe(200);
        return staff.token;
      },
    };

    for (const [name, make] of Object.entries(credentials)) {
      it(`answers 401 to every staff route with ${name}, and changes nothing`, async () => {
        const token = await make();
        const before = await counts();
        for (const route of staffRoutes(t.app)) {
          const res = await inject(requestFor(route, token));
          expect(res.statusCode, `${route} with ${name}`).toBe(401);
          // No token at all is someone who never logged in; any other token had a session that ended.
          const message = name === "no token" ? AUTH_MESSAGES.signInRequired : AUTH_MESSAGES.sessionExpired;
          expect(res.json(), route).toEqual({ success: false, message });
        }
        expect(await counts()).toEqual(before);
      });
    }

    it("ignores a token sent anywhere but the Authorization header", async () => {
      const res = await inject({ method: "GET", url: `/api/auth/users?token=${admin}`, headers: { cookie: `token=${admin}` } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("hostile text is stored and returned verbatim", () => {
    for (const evil of INJECTIONS) {
      it(`placements, reviews, signup and enquiries keep ${JSON.stringify(evil)} as typed`, async () => {
        const placement = await sendForm(t.app, "POST", "/api/placements/add", admin, {
          id: evil,
          name: evil,
          course: "Python",
          degree: evil,
          date: today(),
          placement: evil,
        });
        expect(placement.statusCode, placement.body).toBe(201);
        const p = placement.json().data;
        expect(p).toMatchObject({ stuId: evil, name: evil, degree: evil, placement: evil });
        const listed = (await inject({ method: "GET", url: "/api/placements" })).json().data as { _id: string }[];
        expect(listed.find((x) => x._id === p._id)).toMatchObject({ stuId: evil, name: evil, degree: evil, placement: evil });
        const updated = await sendForm(t.app, "PUT", `/api/placements/update/${p._id}`, admin, {
          name: `${evil}2`,
          course: "Python",
          date: today(),
          placement: `${evil}2`,
        });
        expect(updated.json().data).toMatchObject({ name: `${evil}2`, placement: `${evil}2` });

        const review = await sendForm(t.app, "POST", "/api/reviews/add", admin, { id: evil, name: evil, rating: "4.5", date: today(), review: evil });
        expect(review.statusCode, review.body).toBe(201);
        const r = review.json().data;
        const reviews = (await inject({ method: "GET", url: "/api/reviews" })).json().data as { _id: string }[];
        expect(reviews.find((x) => x._id === r._id)).toMatchObject({ id: evil, name: evil, review: evil });
        const rUpdated = await sendForm(t.app, "PUT", `/api/reviews/update/${r._id}`, admin, {
          name: `${evil}3`,
          rating: "4",
          date: today(),
          review: `${evil}3`,
        });
        expect(rUpdated.json().data).toMatchObject({ name: `${evil}3`, review: `${evil}3` });

        const username = `${evil}${crypto.randomBytes(3).toString("hex")}`;
        const mobile = evil.length <= 20 ? evil : "9876543210";
        const signup = await inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: { username, email: `u${crypto.randomBytes(4).toString("hex")}@example.com`, mobile, password: "a long enough password" },
        });
        expect(signup.statusCode, signup.body).toBe(201);
        const users = (await inject({ method: "GET", url: "/api/auth/users", headers: bearer(admin) })).json().data as { username: string; mobile: string }[];
        expect(users.find((u) => u.username === username)).toMatchObject({ username, mobile });

        const enquiry = await inject({
          method: "POST",
          url: "/api/enquiries",
          payload: {
            form: "corporate",
            firstName: evil,
            lastName: evil,
            email: uniqueEmail("hr"),
            phone: uniquePhone(),
            company: evil,
            peopleCount: "12",
            jobTitle: evil,
            message: evil,
            source: evil,
          },
        });
        expect(enquiry.statusCode, enquiry.body).toBe(201);
        const row = await t.app.db.selectFrom("enquiries").selectAll().where("id", "=", enquiry.json().id).executeTakeFirstOrThrow();
        expect(row.company).toBe(evil);
        expect(row.message).toBe(evil);
        expect(JSON.parse(row.data)).toMatchObject({ firstName: evil, lastName: evil, company: evil, jobTitle: evil, message: evil });

        // The answers are JSON, never HTML a browser would render.
        expect(placement.headers["content-type"]).toMatch(/^application\/json/);
        // And the tables the SQL string names are still there.
        expect((await inject({ method: "GET", url: "/api/auth/users", headers: bearer(admin) })).statusCode).toBe(200);
      });
    }

    it("a NUL character is refused with the same 400 on every database, and nothing is stored", async () => {
      const nul = "Ravi\u0000Kumar";
      const before = {
        placements: (await inject({ method: "GET", url: "/api/placements" })).json().data.length as number,
        reviews: (await inject({ method: "GET", url: "/api/reviews" })).json().data.length as number,
        enquiries: Number(
          (
            await t.app.db
              .selectFrom("enquiries")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      };
      const answers = [
        await sendForm(t.app, "POST", "/api/placements/add", admin, { id: "S1", name: nul, course: "Python", degree: "BSc", date: today(), placement: "Acme" }),
        await sendForm(t.app, "POST", "/api/reviews/add", admin, { id: "R1", name: nul, rating: "4", date: today(), review: "Good" }),
        await inject({
          method: "POST",
          url: "/api/enquiries",
          payload: { form: "contact", name: nul, phone: "9876543210", email: "a@example.in", message: "Hi" },
        }),
        await inject({
          method: "POST",
          url: "/api/auth/signup",
          payload: { username: nul, email: "nul@example.in", mobile: "9876543210", password: "a long enough password" },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(400);
        const message = "The text contains a character that cannot be stored (NUL).";
        expect(res.json()).toMatchObject({ success: false, message });
        expect(Object.values(res.json().errors)).toEqual([message]);
      }
      expect(Object.keys(answers[0]!.json().errors)).toEqual(["name"]);
      expect((await inject({ method: "GET", url: "/api/placements" })).json().data).toHaveLength(before.placements);
      expect((await inject({ method: "GET", url: "/api/reviews" })).json().data).toHaveLength(before.reviews);
      expect(
        Number(
          (
            await t.app.db
              .selectFrom("enquiries")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(before.enquiries);
    });

    it("a YouTube link carrying script is refused, never stored", async () => {
      for (const url of [
        "javascript:alert(1)",
        "https://youtu.be/<script>",
        "https://evil.example/embed/dQw4w9WgXcQ",
        'https://www.youtube.com/embed/dQw4w9WgXcQ"><script>',
      ]) {
        const res = await inject({ method: "POST", url: "/api/youtube/add", headers: bearer(admin), payload: { url } });
        expect(res.statusCode, url).toBe(400);
      }
      const videos = (await inject({ method: "GET", url: "/api/youtube" })).json().data as { url: string }[];
      for (const v of videos) expect(v.url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    });
  });

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
