import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_NAMES } from "../contracts/courses";
import type { Database } from "./db/types";
import { clearFailures } from "./modules/auth";
import { ADMIN_ENV, bearer, multipart, randomAddress, signIn } from "./test/staff-api";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";

// Property-based fuzzing of every write endpoint with random and boundary
// values. Whatever arrives, the server answers below 500, and a refused request
// leaves the database as it was.

const RUNS = 60;
// A fixed seed keeps `npm test` deterministic; FUZZ_SEED=random (or a number) explores further.
const SEED = process.env.FUZZ_SEED === "random" ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261121);
fc.configureGlobal({ seed: SEED });

/** Text that tends to break things: control characters, NUL, emoji, RTL, huge, lone surrogates. */
const nastyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "😀👩🏽‍💻🇮🇳",
    "\u202eevil",
    "\ud800",
    "\uffff",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "{{7*7}}",
    "${7*7}",
    "null",
    "NaN",
    "-1",
    "1e309",
    "9".repeat(400),
    "x".repeat(5000),
    "தமிழ் பயிற்சி",
  ),
);

/** Any JSON value a client could send in place of a field. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyText },
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0, 0.1 + 0.2, 5.05, 4.99999999),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A field that is usually valid, sometimes anything: gets past earlier rules to reach later ones. */
const field = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: anyValue });
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const email = fc.emailAddress();
const date = fc.oneof(
  fc.date({ min: new Date("1990-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom("2024-02-30", "2023-02-29", "0000-00-00", "2024-13-01", "24-01-01", "2024-1-1"),
);
const course = fc.constantFrom(...COURSE_NAMES);

/** A record with any subset of the given fields (missing fields included). */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields, { requiredKeys: [] });

type Table = keyof Database;

/** A string a URL can carry (no lone surrogate halves, which encodeURIComponent refuses). */
function isWellFormed(s: string) {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

describe.each(testDatabases)("fuzzing the write endpoints on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" });
  let admin: string;
  let placementId: string;
  let reviewId: string;

  beforeAll(async () => {
    admin = await signIn(t.app);
    const p = await t.app.inject({
      method: "POST",
      url: "/api/placements/add",
      headers: bearer(admin),
      payload: { name: "Fuzz Target", course: "Python", date: "2026-01-05", placement: "Fuzz Ltd" },
    });
    placementId = p.json().data._id;
    const r = await t.app.inject({
      method: "POST",
      url: "/api/reviews/add",
      headers: bearer(admin),
      payload: { name: "Fuzz Target", rating: 4, date: "2026-01-05", review: "Original" },
    });
    reviewId = r.json().data._id;
  });

  const count = async (table: Table) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const rowOf = async (table: "placements" | "reviews", id: string) => t.app.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();

  /** JSON, or multipart with every value as text (what a browser form sends). */
  async function send(method: InjectOptions["method"], url: string, payload: Record<string, unknown>, asMultipart: boolean, auth = true) {
    const headers = auth ? bearer(admin) : {};
    if (!asMultipart) return t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: randomAddress() });
    const fields = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]));
    const form = await multipart(fields);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers }, remoteAddress: randomAddress() });
  }

  const noServerError = (res: LightMyRequestResponse, input: unknown) => {
    expect(res.statusCode, `${res.body}\ninput: ${JSON.stringify(input)}`).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  };

  /** Adds must store exactly one row on success and none on refusal. */
  async function checkAdd(table: Table, run: () => Promise<LightMyRequestResponse>, input: unknown, created = 201) {
    const before = await count(table);
    const res = await run();
    noServerError(res, input);
    expect(await count(table), `rows after ${res.statusCode} for ${JSON.stringify(input)}`).toBe(res.statusCode === created ? before + 1 : before);
    return res;
  }

  it("POST /api/auth/signup", async () => {
    const arb = body({
      username: field(fc.string({ minLength: 1, maxLength: 30 })),
      email: field(email),
      mobile: field(digits(10)),
      password: field(fc.string({ minLength: 8, maxLength: 40 })),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (input) => {
        const res = await checkAdd("users", () => send("POST", "/api/auth/signup", input, false, false), input);
        expect([201, 400, 409], res.body).toContain(res.statusCode);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/auth/signin", async () => {
    const arb = body({ username: field(fc.constantFrom(ADMIN_ENV.ADMIN_USERNAME, "nobody")), password: field(fc.constantFrom("wrong", "x".repeat(300))) });
    await fc.assert(
      fc.asyncProperty(arb, async (input) => {
        const res = await checkAdd("sessions", () => send("POST", "/api/auth/signin", input, false, false), input, 200);
        // 429: the guessed-at account pauses after a few wrong passwords (docs/decisions/036).
        expect([400, 401, 403, 429], res.body).toContain(res.statusCode);
      }),
      { numRuns: RUNS },
    );
    // The first account is paused now; the tests after this one sign in with it.
    await clearFailures(
      t.app.db,
      (await t.app.db.selectFrom("users").select("id").where("username", "=", ADMIN_ENV.ADMIN_USERNAME).executeTakeFirstOrThrow()).id,
    );
  });

  it("POST /api/enquiries (all four forms)", async () => {
    const arb = fc.oneof(
      body({
        form: fc.constant("registration"),
        name: field(fc.string({ minLength: 1 })),
        mobile: field(digits(10)),
        email: field(email),
        course: field(course),
        website: fc.constant(""),
      }),
      body({
        form: fc.constant("contact"),
        name: field(fc.string({ minLength: 1 })),
        phone: field(digits(10)),
        email: field(email),
        message: field(fc.string({ minLength: 1 })),
      }),
      body({
        form: fc.constant("course"),
        name: field(fc.string({ minLength: 1 })),
        phone: field(digits(10)),
        email: field(email),
        course: field(course),
        source: field(fc.string()),
      }),
      body({
        form: field(fc.constant("corporate")),
        firstName: field(fc.string({ minLength: 1 })),
        lastName: field(fc.string({ minLength: 1 })),
        email: field(email),
        phone: field(digits(10)),
        company: field(fc.string({ minLength: 1 })),
        peopleCount: field(fc.oneof(fc.integer({ min: 1, max: 999_999 }), digits(3))),
        jobTitle: field(fc.string()),
        message: field(fc.string()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arb, async (input) => {
        const res = await checkAdd("enquiries", () => send("POST", "/api/enquiries", input, false, false), input);
        expect([201, 400], res.body).toContain(res.statusCode);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  const placementArb = body({
    id: field(fc.string({ maxLength: 12 })),
    name: field(fc.string({ minLength: 1, maxLength: 60 })),
    course: field(course),
    degree: field(fc.string({ maxLength: 30 })),
    date: field(date),
    placement: field(fc.string({ minLength: 1, maxLength: 60 })),
  });
  const reviewArb = body({
    id: field(fc.string({ maxLength: 12 })),
    name: field(fc.string({ minLength: 1, maxLength: 60 })),
    rating: field(
      fc.oneof(
        fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
        fc.double({ noNaN: false }),
        fc.constantFrom("4.5", "5.0", "4,5", " 3 "),
      ),
    ),
    date: field(date),
    review: field(fc.string({ minLength: 1, maxLength: 200 })),
  });

  it("POST /api/placements/add (JSON and multipart)", async () => {
    await fc.assert(
      fc.asyncProperty(placementArb, fc.boolean(), async (input, asMultipart) => {
        const res = await checkAdd("placements", () => send("POST", "/api/placements/add", input, asMultipart), input);
        expect([201, 400], res.body).toContain(res.statusCode);
      }),
      { numRuns: RUNS },
    );
  });

  it("POST /api/reviews/add (JSON and multipart)", async () => {
    await fc.assert(
      fc.asyncProperty(reviewArb, fc.boolean(), async (input, asMultipart) => {
        const res = await checkAdd("reviews", () => send("POST", "/api/reviews/add", input, asMultipart), input);
        expect([201, 400], res.body).toContain(res.statusCode);
      }),
      { numRuns: RUNS },
    );
  });

  for (const [table, arb] of [
    ["placements", placementArb],
    ["reviews", reviewArb],
  ] as const) {
    it(`PUT /api/${table}/update/:id: a refused update leaves the record as it was`, async () => {
      const id = () => (table === "placements" ? placementId : reviewId);
      const target = fc.oneof(
        { weight: 4, arbitrary: fc.constant("existing") },
        nastyText.filter((s) => s.length > 0 && s.length < 200 && isWellFormed(s)),
      );
      await fc.assert(
        fc.asyncProperty(arb, fc.boolean(), target, async (input, asMultipart, which) => {
          const before = await rowOf(table, id());
          const total = await count(table);
          const url = `/api/${table}/update/${which === "existing" ? id() : encodeURIComponent(which)}`;
          const res = await send("PUT", url, input, asMultipart);
          noServerError(res, input);
          expect([200, 400, 404], res.body).toContain(res.statusCode);
          expect(await count(table)).toBe(total);
          if (res.statusCode !== 200) expect(await rowOf(table, id())).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it("POST /api/youtube/add", async () => {
    const url = fc.oneof(
      fc.webUrl(),
      fc
        .stringMatching(/^[A-Za-z0-9_-]{11}$/)
        .chain((v) =>
          fc.constantFrom(
            `https://youtu.be/${v}`,
            `https://www.youtube.com/watch?v=${v}`,
            `https://www.youtube.com/embed/${v}`,
            `https://youtube.com/watch?v=${v}&t=1`,
            `youtube.com/watch?v=${v}`,
          ),
        ),
    );
    await fc.assert(
      fc.asyncProperty(body({ url: field(url) }), async (input) => {
        const res = await checkAdd("videos", () => send("POST", "/api/youtube/add", input, false), input);
        expect([201, 400, 409], res.body).toContain(res.statusCode);
        if (res.statusCode === 201) expect(res.json().data.url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
      }),
      { numRuns: RUNS },
    );
  });
});
