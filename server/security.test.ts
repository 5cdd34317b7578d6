import crypto from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../contracts/user";
import { hashToken } from "./modules/auth";
import { ADMIN_ENV, bearer, newStaff, randomAddress, sendForm, signIn, unique, userIdOf } from "./test/staff-api";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";
import { uniqueEmail, uniquePhone } from "./test/visitors";

// Security: who may call the staff endpoints (docs/decisions/019) and what hostile text does
// (uploads, hostile paths and malformed bodies: security-requests.test.ts). Every
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
});
