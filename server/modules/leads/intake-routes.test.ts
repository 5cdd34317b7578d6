import { describe, expect, it } from "vitest";
import { ENQUIRY_MESSAGES as M } from "#contracts/enquiry";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { createCourse, getCourse, updateCourse } from "../content";
import { findEnquiry } from "./repository";

const valid = {
  registration: { form: "registration", name: "Priya Raman", mobile: "9876543210", email: "priya@example.in", course: "Python" },
  contact: { form: "contact", name: "Arun Kumar", phone: "9123456780", email: "arun@example.com", message: "Do you run weekend batches?" },
  course: { form: "course", name: "Divya S", email: "divya@example.org", phone: "9000012345", course: "Data Science" },
  corporate: {
    form: "corporate",
    firstName: "Karthik",
    lastName: "Subramanian",
    email: "karthik@acme.co.in",
    phone: "9445566778",
    company: "Acme Logistics",
    peopleCount: "25",
    jobTitle: "L&D Manager",
    message: "AWS for our operations team",
  },
} as const;

/** Every form rule with a value that breaks it. */
const invalidCases: [keyof typeof valid, string, unknown, string][] = [
  ["registration", "name", "   ", M.name],
  ["registration", "mobile", "98765", M.mobile],
  ["registration", "mobile", "98765432101", M.mobile],
  ["registration", "mobile", "98400 1234", M.mobile],
  ["registration", "mobile", "+1 98400 12345", M.mobile],
  ["registration", "email", "priya@", M.email],
  ["registration", "course", "", M.course],
  ["registration", "course", "Astrology", M.course],
  ["contact", "name", "", M.name],
  ["contact", "phone", "12345abcde", M.phone],
  ["contact", "phone", "+91 98400 1234", M.phone],
  ["contact", "phone", "98400abc12345", M.phone],
  ["contact", "email", "arun", M.email],
  ["contact", "message", "  ", M.message],
  ["course", "name", "", M.name],
  ["course", "email", "", M.email],
  ["course", "phone", "123", M.phone],
  ["course", "course", "Cooking", M.course],
  ["corporate", "firstName", "", M.firstName],
  ["corporate", "lastName", " ", M.lastName],
  ["corporate", "email", "karthik@acme", M.email],
  ["corporate", "phone", "", M.phone],
  ["corporate", "company", "", M.company],
  ["corporate", "peopleCount", "many", M.peopleCount],
  ["corporate", "peopleCount", "0", M.peopleCount],
];

describe.each(testDatabases)("POST /api/enquiries on $name", (database) => {
  const t = useTestApp(database, { ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000" });
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: "/api/enquiries", payload: payload as object, headers });
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom("enquiries")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("stores a Course Registration with the mobile in the phone column", async () => {
    const res = await post({ ...valid.registration, name: "  Priya Raman  " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, message: "Form submitted successfully!", id: expect.any(String) });
    const row = await findEnquiry(t.app.db, body.id);
    expect(row).toMatchObject({
      form: "registration",
      name: "Priya Raman",
      email: "priya@example.in",
      phone: "9876543210",
      course: "Python",
      company: null,
      message: null,
      status: "new",
    });
    expect(row!.data).toMatchObject({ name: "Priya Raman", mobile: "9876543210", email: "priya@example.in", course: "Python" });
    expect(row!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(row!.updated_at).toBe(row!.created_at);
  });

  it("stores a contact message and answers 'Message sent successfully!'", async () => {
    const res = await post({ ...valid.contact, source: "Request call back" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Message sent successfully!");
    const row = await findEnquiry(t.app.db, res.json().id);
    expect(row).toMatchObject({
      form: "contact",
      name: "Arun Kumar",
      phone: "9123456780",
      email: "arun@example.com",
      message: valid.contact.message,
      course: null,
    });
    expect(row!.data).toMatchObject({ source: "Request call back", message: valid.contact.message });
  });

  it("stores a course enquiry with the course it came from", async () => {
    const res = await post(valid.course);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form submitted successfully!");
    const row = await findEnquiry(t.app.db, res.json().id);
    expect(row).toMatchObject({ form: "course", name: "Divya S", phone: "9000012345", email: "divya@example.org", course: "Data Science" });
  });

  it("accepts only a course the site offers now: unknown and hidden ones are 400, a course staff added is accepted", async () => {
    for (const course of ["Basket weaving", "python"]) {
      for (const payload of [
        { ...valid.registration, course },
        { ...valid.course, course },
      ]) {
        const before = await count();
        const res = await post(payload);
        expect(res.statusCode, course).toBe(400);
        expect(res.json()).toMatchObject({ message: M.course, errors: { course: M.course } });
        expect(await count()).toBe(before);
      }
    }
    // The course list is content: a course added or hidden by staff changes what the forms accept.
    const python = await getCourse(t.app.db, "python");
    const editor = { id: "test", username: "test" };
    await createCourse(t.app.db, { ...python!.course, id: "ui-ux-design", name: "UI/UX Design" }, editor);
    expect((await post({ ...valid.registration, course: "UI/UX Design" })).statusCode).toBe(201);
    await updateCourse(t.app.db, "python", { ...python!.course, hidden: true }, editor);
    expect((await post({ ...valid.registration, course: "Python" })).statusCode).toBe(400);
    await updateCourse(t.app.db, "python", { ...python!.course, hidden: false }, editor);
    expect((await post({ ...valid.registration, course: "Python" })).statusCode).toBe(201);
  });

  it("stores a corporate enquiry with every field, the company and the head-count", async () => {
    const res = await post(valid.corporate);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Form submitted successfully!");
    const row = await findEnquiry(t.app.db, res.json().id);
    expect(row).toMatchObject({
      form: "corporate",
      name: "Karthik Subramanian",
      email: "karthik@acme.co.in",
      phone: "9445566778",
      company: "Acme Logistics",
      message: "AWS for our operations team",
      course: null,
    });
    expect(row!.data).toEqual({ ...valid.corporate, peopleCount: 25 });
  });

  it("stores a corporate enquiry without the optional job title and message", async () => {
    const { jobTitle: _j, message: _m, ...rest } = valid.corporate;
    const res = await post(newVisitor({ ...rest, message: "" }));
    expect(res.statusCode).toBe(201);
    const row = await findEnquiry(t.app.db, res.json().id);
    expect(row).toMatchObject({ message: null, company: "Acme Logistics" });
  });

  it("stores a number written as browser autofill writes it ('+91 98400 12345') as its 10 digits", async () => {
    // A different visitor each time (one number would join one lead).
    const cases = [
      ["contact", "phone", "+91 98400 12341", "9840012341"],
      ["registration", "mobile", "+91 98400 12342", "9840012342"],
      ["course", "phone", "98400 12343", "9840012343"],
      ["corporate", "phone", "098400-12344", "9840012344"],
    ] as const;
    for (const [form, field, written, digits] of cases) {
      const res = await post({ ...newVisitor(valid[form]), [field]: written });
      expect(res.statusCode, `${form}: ${res.body}`).toBe(201);
      const row = await findEnquiry(t.app.db, res.json().id);
      expect(row!.phone, form).toBe(digits);
      expect(row!.data[field], form).toBe(digits);
    }
  });

  it("keeps text in any script intact (Tamil names, quotes)", async () => {
    const res = await post(newVisitor({ ...valid.contact, name: 'முத்து "Muthu" O\'Brien', message: "வணக்கம், <b>hello</b>" }));
    expect(res.statusCode).toBe(201);
    const row = await findEnquiry(t.app.db, res.json().id);
    expect(row!.name).toBe('முத்து "Muthu" O\'Brien');
    expect(row!.message).toBe("வணக்கம், <b>hello</b>");
  });

  it.each(invalidCases)("%s: rejects a bad %s (%j) with its message and stores nothing", async (form, field, value, message) => {
    const before = await count();
    const res = await post({ ...valid[form], [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it("names the first failing field first when several fail", async () => {
    const res = await post({ form: "corporate" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.firstName);
    expect(Object.keys(res.json().errors)).toEqual(["firstName", "lastName", "email", "phone", "company", "peopleCount"]);
  });

  it("answers a filled honeypot exactly like a real submission but stores nothing", async () => {
    const before = await count();
    const real = await post(newVisitor(valid.contact));
    const bot = await post({ ...newVisitor(valid.contact), website: "http://spam.example" });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(Object.keys(bot.json())).toEqual(Object.keys(real.json()));
    expect(bot.json()).toMatchObject({ success: true, message: "Message sent successfully!" });
    expect(await findEnquiry(t.app.db, bot.json().id)).toBeUndefined();
    // Even junk in every other field gets no hint.
    const junk = await post({ form: "registration", website: "x", name: "" });
    expect(junk.statusCode).toBe(201);
    expect(junk.json()).toMatchObject({ success: true, message: "Form submitted successfully!" });
    expect(await count()).toBe(before + 1);
  });

  it("stores a submission whose honeypot is present but empty", async () => {
    const res = await post({ ...newVisitor(valid.registration), website: "" });
    expect(res.statusCode).toBe(201);
    expect(await findEnquiry(t.app.db, res.json().id)).toBeDefined();
    expect((await findEnquiry(t.app.db, res.json().id))!.data).not.toHaveProperty("website");
  });

  it("answers malformed JSON with 400", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload: '{"form":"contact",', headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "The request body is not valid JSON." });
  });

  it("never answers 500 for junk input, and stores none of it", async () => {
    const before = await count();
    const junk: [string, string][] = [
      ["application/json", "null"],
      ["application/json", "[]"],
      ["application/json", '"text"'],
      ["application/json", "42"],
      ["application/json", "{}"],
      ["application/json", '{"form":null}'],
      ["application/json", '{"form":"contact","name":{"$gt":""},"phone":[1],"email":true,"message":1}'],
      ["application/json", '{"form":"corporate","peopleCount":1e400}'],
      ["application/json", '{"__proto__":{"form":"contact"}}'],
      ["application/json", `{"form":"contact","name":"${"x".repeat(5000)}","phone":"9123456780","email":"a@b.in","message":"m"}`],
      ["application/json", ""],
      ["text/plain", "hello"],
      ["application/x-www-form-urlencoded", "form=contact&name=x"],
    ];
    for (const [type, payload] of junk) {
      const res = await t.app.inject({ method: "POST", url: "/api/enquiries", payload, headers: { "content-type": type } });
      expect(res.statusCode, `${type} ${payload.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type} ${payload.slice(0, 60)}`).toBeLessThan(500);
      expect(res.json()).toMatchObject({ success: false });
    }
    const noBody = await t.app.inject({ method: "POST", url: "/api/enquiries" });
    expect(noBody.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("is not readable by the public", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/enquiries" });
    expect([401, 404]).toContain(res.statusCode);
  });
});

describe.each(testDatabases)("enquiry rate limit on $name", (database) => {
  const t = useTestApp(database);
  const post = (remoteAddress: string) => t.app.inject({ method: "POST", url: "/api/enquiries", payload: newVisitor(valid.contact), remoteAddress });

  it("accepts 5 per minute from one address by default, then answers 429 kindly and stores nothing more", async () => {
    expect(t.config.ENQUIRY_RATE_LIMIT_PER_MINUTE).toBe(5);
    for (let i = 0; i < 5; i++) expect((await post("203.0.113.7")).statusCode).toBe(201);
    const limited = await post("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: M.tooMany });
    const stored = await t.app.db.selectFrom("enquiries").select("id").execute();
    expect(stored).toHaveLength(5);
    // Another visitor is not affected.
    expect((await post("198.51.100.20")).statusCode).toBe(201);
  });
});
