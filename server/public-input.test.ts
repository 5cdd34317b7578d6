import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { COURSE_NAMES } from "../contracts/courses";
import { ADMIN_ENV, bearer, randomAddress, signIn } from "./test/staff-api";
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "./plugins/json-body";
import { useTestApp } from "./test/app";
import { testDatabases } from "./test/databases";
import { uniqueEmail, uniquePhone } from "./test/visitors";

// Anyone on the internet can call the public endpoints with any JSON at all in
// any field: objects whose keys shadow Object.prototype (toString, valueOf,
// __proto__, constructor), arrays nested thousands deep, numbers where text
// belongs. Whatever arrives, the answer is below 500, and a refusal is JSON
// `{ success: false, message }` a client can show.

// A fixed seed keeps `npm test` deterministic; FUZZ_SEED=random (or a number) explores further.
const SEED = process.env.FUZZ_SEED === "random" ? Date.now() : Number(process.env.FUZZ_SEED ?? 20261122);
fc.configureGlobal({ seed: SEED });

/** An array nested `depth` levels deep, as JSON text. */
const deepArrayText = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** The same as a value. */
function deepArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

/** Keys that name what every plain object inherits, or that JSON parsers treat specially. */
const trickyKey = fc.constantFrom("toString", "valueOf", "__proto__", "constructor", "hasOwnProperty", "toJSON", "then", "length", "prototype");

/** Any JSON value, weighted towards the shapes that have broken servers. */
const { json: anyJson } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: "small" },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 3, arbitrary: fc.constantFrom("", " ", "\u0000", "0", "-1", "NaN", "1e309", "true", "null", "[object Object]", "+91 98400 12345") },
    // Around the depth limit, either side of it.
    { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_JSON_DEPTH + 8 }).map(deepArray) },
    { weight: 2, arbitrary: fc.dictionary(fc.oneof(trickyKey, fc.string({ maxLength: 4 })), tie("json"), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.array(tie("json"), { maxLength: 3 }) },
  ),
}));

/** A field that is usually valid, often anything: valid ones let the checks reach the later fields. */
const field = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: anyJson });
/** A record with any subset of the given fields, sometimes with a tricky key added, or no record at all. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 2, arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), trickyKey, anyJson).map(([r, k, v]) => ({ ...r, [k]: v })) },
    { weight: 1, arbitrary: anyJson },
  );

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const phone = fc.oneof(digits(10), fc.constantFrom("+91 98400 12345", "98400 12345", "098400-12345", "98400 1234"));
const course = fc.constantFrom(...COURSE_NAMES);
const honeypot = field(fc.constantFrom("", "", "http://spam.example"));

const enquiryBody = fc.oneof(
  body({
    form: field(fc.constant("registration")),
    name: field(fc.string({ minLength: 1 })),
    mobile: field(phone),
    email: field(fc.emailAddress()),
    course: field(course),
    website: honeypot,
  }),
  body({
    form: field(fc.constant("contact")),
    name: field(fc.string({ minLength: 1 })),
    phone: field(phone),
    email: field(fc.emailAddress()),
    message: field(fc.string({ minLength: 1 })),
    source: field(fc.string()),
    website: honeypot,
  }),
  body({
    form: field(fc.constant("course")),
    name: field(fc.string({ minLength: 1 })),
    email: field(fc.emailAddress()),
    phone: field(phone),
    course: field(course),
    source: field(fc.string()),
    website: honeypot,
  }),
  body({
    form: field(fc.constant("corporate")),
    firstName: field(fc.string({ minLength: 1 })),
    lastName: field(fc.string({ minLength: 1 })),
    email: field(fc.emailAddress()),
    phone: field(phone),
    company: field(fc.string({ minLength: 1 })),
    peopleCount: field(fc.oneof(fc.integer({ min: 1, max: 999_999 }), digits(3))),
    jobTitle: field(fc.string()),
    message: field(fc.string()),
    website: honeypot,
  }),
);

/** A query value: text (percent-encoded when sent), a repeated parameter, or raw bytes that are not valid percent-encoding. */
const queryValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 6 }),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  fc.constantFrom("", "0", "-1", "1.5", "1e3", "NaN", "Infinity", "99999999999999999999", "x".repeat(300), "[]", "{}"),
  fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }),
);
const rawQueryJunk = fc.constantFrom("%", "%ZZ", "%00", "%C0%AF", "%ED%A0%80", "%E0%A4%A", "&&", "=", "==x", "a[b]=1", "a[][]=1");

/** A query string from the given parameter names plus tricky ones, encoded like a browser encodes it. */
const queryString = (names: string[]) =>
  fc.tuple(fc.dictionary(fc.oneof(fc.constantFrom(...names), trickyKey), queryValue, { maxKeys: 4 }), fc.option(rawQueryJunk)).map(([params, junk]) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) search.append(name, String(v));
    return [search.toString(), junk].filter(Boolean).join("&");
  });

/** Below 500, JSON, and a refusal says why. */
function answersCleanly(res: LightMyRequestResponse, input: string) {
  const context = `${res.statusCode} ${res.body.slice(0, 300)}\ninput: ${input.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  expect(res.headers["content-type"], context).toMatch(/^application\/json/);
  if (res.statusCode >= 400) {
    const answer = res.json();
    expect(answer.success, context).toBe(false);
    expect(typeof answer.message, context).toBe("string");
    expect(answer.message.length, context).toBeGreaterThan(0);
  }
}

describe.each(testDatabases)("any JSON in the public endpoints on $name", (database) => {
  const t = useTestApp(database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" });
  let admin: string;
  beforeAll(async () => {
    admin = await signIn(t.app);
  });

  /** The body as JSON text, exactly as a client would put it on the wire. */
  const postJson = (url: string, text: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: text, headers: { "content-type": "application/json", ...headers }, remoteAddress: randomAddress() });

  const countEnquiries = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("enquiries")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("POST /api/enquiries answers a honeypot holding an object with 400, not 500", async () => {
    const res = await postJson("/api/enquiries", '{"form":"contact","website":{"toString":1}}');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "The form could not be read. Please reload the page and try again." });
  });

  it("POST /api/enquiries answers a honeypot holding an array 10,000 deep with 400, not 500", async () => {
    const res = await postJson("/api/enquiries", `{"form":"contact","website":${deepArrayText(10_000)}}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, message: TOO_DEEP_MESSAGE });
  });

  it("a JSON body nested 10,000 deep is refused with 400 by every endpoint that reads one", async () => {
    const deep = deepArrayText(10_000);
    const cases: [string, string, Record<string, string>][] = [
      ["/api/enquiries", deep, {}],
      ["/api/enquiries", `{"form":"contact","name":${deep}}`, {}],
      ["/api/auth/signin", `{"username":"principal","password":${deep}}`, {}],
      ["/api/auth/signup", `{"username":${deep}}`, {}],
      // A staff endpoint: the limit is one parser for the whole server.
      ["/api/youtube/add", `{"url":${deep}}`, bearer(admin)],
    ];
    for (const [url, text, headers] of cases) {
      const res = await postJson(url, text, headers);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, message: TOO_DEEP_MESSAGE });
    }
  });

  it(`reads JSON nested ${MAX_JSON_DEPTH} deep as usual and refuses one level more`, async () => {
    const within = await postJson("/api/enquiries", `{"form":"contact","name":${deepArrayText(MAX_JSON_DEPTH - 1)}}`);
    expect(within.statusCode).toBe(400);
    expect(within.json()).toMatchObject({ success: false, message: "Name is required" });
    const beyond = await postJson("/api/enquiries", `{"form":"contact","name":${deepArrayText(MAX_JSON_DEPTH)}}`);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({ success: false, message: TOO_DEEP_MESSAGE });
  });

  it("POST /api/enquiries: a honeypot that is not text is refused and nothing is stored, even with every field valid", async () => {
    // A new visitor for each stored one: a known phone or email would join one lead.
    const valid = () => ({ form: "contact", name: "Arun Kumar", phone: uniquePhone(), email: uniqueEmail(), message: "Weekend batches?" });
    const before = await countEnquiries();
    for (const website of [{ toString: 1 }, { valueOf: "x" }, [], ["http://spam.example"], 0, 1, true, false]) {
      const res = await postJson("/api/enquiries", JSON.stringify({ ...valid(), website }));
      expect(res.statusCode, `${JSON.stringify(website)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: "The form could not be read. Please reload the page and try again." });
    }
    // An empty or missing honeypot is a person; a filled one a bot (answered 201, not stored).
    for (const website of ["", null, undefined]) expect((await postJson("/api/enquiries", JSON.stringify({ ...valid(), website }))).statusCode).toBe(201);
    expect((await postJson("/api/enquiries", JSON.stringify({ ...valid(), website: "http://spam.example" }))).statusCode).toBe(201);
    expect(await countEnquiries()).toBe(before + 3);
  });

  it("POST /api/enquiries (all four forms): any JSON in any field", async () => {
    await fc.assert(
      fc.asyncProperty(enquiryBody, async (input) => {
        const text = JSON.stringify(input) ?? "null";
        const before = await countEnquiries();
        const res = await postJson("/api/enquiries", text);
        answersCleanly(res, text);
        expect([201, 400], res.body).toContain(res.statusCode);
        // A refused enquiry stores nothing, nor does a filled honeypot's 201.
        const website = (input as Record<string, unknown> | null)?.website;
        const bot = typeof website === "string" && website.trim() !== "";
        expect(await countEnquiries(), `${res.statusCode} for ${text}`).toBe(res.statusCode === 201 && !bot ? before + 1 : before);
      }),
      { numRuns: 150 },
    );
  });

  it("POST /api/auth/signin: any JSON in any field", async () => {
    const arb = body({ username: field(fc.constantFrom(ADMIN_ENV.ADMIN_USERNAME, "nobody")), password: field(fc.constantFrom("wrong", "")) });
    await fc.assert(
      fc.asyncProperty(arb, async (input) => {
        const text = JSON.stringify(input) ?? "null";
        const res = await postJson("/api/auth/signin", text);
        answersCleanly(res, text);
        expect([400, 401], res.body).toContain(res.statusCode);
      }),
      { numRuns: 30 },
    );
  });

  it("POST /api/auth/signup: any JSON in any field", async () => {
    const arb = body({
      username: field(fc.string({ minLength: 1, maxLength: 20 })),
      email: field(fc.emailAddress()),
      mobile: field(phone),
      password: field(fc.string({ minLength: 8, maxLength: 20 })),
    });
    await fc.assert(
      fc.asyncProperty(arb, async (input) => {
        const text = JSON.stringify(input) ?? "null";
        const res = await postJson("/api/auth/signup", text);
        answersCleanly(res, text);
        expect([201, 400, 409], res.body).toContain(res.statusCode);
      }),
      { numRuns: 30 },
    );
  });

  it("public GETs: any query string", async () => {
    const endpoints: [string, string[]][] = [
      ["/api/placements", ["page", "limit", "q"]],
      ["/api/reviews", ["page", "limit", "q"]],
      ["/api/youtube", ["page", "limit"]],
      ["/api/blog", ["page", "limit", "q"]],
      ["/api/blog/thumb", ["u"]],
    ];
    const arb = fc.constantFrom(...endpoints).chain(([path, names]) => queryString(names).map((query) => `${path}?${query}`));
    await fc.assert(
      fc.asyncProperty(arb, async (url) => {
        const res = await t.app.inject({ method: "GET", url });
        answersCleanly(res, url);
      }),
      { numRuns: 150 },
    );
  });
});
