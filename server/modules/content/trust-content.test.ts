import { describe, expect, it } from "vitest";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { ADMIN_ENV, bearer, signIn } from "#server/test/staff-api";
import { findEnquiry } from "../leads";
import { readSnapshot } from "../site-pages";
import { contentVersion, seedContent } from "./repository";

// The trust blocks staff fill in: trainer profiles (About page) and client logos
// and case studies (/corporate-training). Both start empty, so a new site shows
// no invented people or clients, and an existing installation gains them on start.
// Also the company a call-back request may carry, kept for the inbox.

const trainer = {
  name: "Priya Raman",
  role: "Lead trainer, Data Science",
  years: 9,
  bio: "Built forecasting models for a Chennai logistics firm before teaching.",
};

describe.each(testDatabases)("trainers and corporate clients on $name", (database) => {
  const t = useTestApp(database, {
    ...ADMIN_ENV,
    ENQUIRY_RATE_LIMIT_PER_MINUTE: "10000",
  });
  const get = async (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
  const put = async (key: string, token: string, data: unknown, revision?: number) =>
    t.app.inject({
      method: "PUT",
      url: `/api/content/documents/${key}`,
      headers: bearer(token),
      payload: { data, ...(revision ? { revision } : {}) },
    });

  it("start empty: no sample trainers, logos or case studies", async () => {
    const token = await signIn(t.app);
    expect((await get("/api/content/documents/trainers", token)).json().data.data).toEqual([]);
    expect((await get("/api/content/documents/corporate-clients", token)).json().data.data).toEqual({ logos: [], caseStudies: [] });
    const snapshot = await readSnapshot(t.app.db);
    expect(snapshot.trainers).toEqual([]);
    expect(snapshot.corporateClients).toEqual({ logos: [], caseStudies: [] });
  });

  it("are added on start to a store seeded before they existed, without touching the other documents", async () => {
    const token = await signIn(t.app);
    const about = (await get("/api/content/documents/about", token)).json().data;
    // As a release before them left the store: neither the documents nor any history of them.
    await t.app.db.deleteFrom("content_documents").where("key", "in", ["trainers", "corporate-clients"]).execute();
    await t.app.db.deleteFrom("content_revisions").where("key", "in", ["trainers", "corporate-clients"]).execute();
    expect((await get("/api/content/documents/trainers", token)).statusCode).toBe(404);
    const before = await contentVersion(t.app.db);

    expect(await seedContent(t.app.db)).toBe(false);
    expect((await get("/api/content/documents/trainers", token)).json().data).toMatchObject({ data: [], revision: 1 });
    expect((await get("/api/content/documents/corporate-clients", token)).statusCode).toBe(200);
    expect(await contentVersion(t.app.db)).toBeGreaterThan(before);
    expect((await get("/api/content/documents/about", token)).json().data.revision).toBe(about.revision);
    // A second start adds nothing more.
    const after = await contentVersion(t.app.db);
    await seedContent(t.app.db);
    expect(await contentVersion(t.app.db)).toBe(after);
  });

  it("saves trainers with or without a photo and reaches the rendered snapshot", async () => {
    const token = await signIn(t.app);
    const current = (await get("/api/content/documents/trainers", token)).json().data;
    const saved = await put(
      "trainers",
      token,
      [
        trainer,
        {
          ...trainer,
          name: "Arjun K",
          years: "4",
          photo: "/uploads/3f2a.webp",
        },
      ],
      current.revision,
    );
    expect(saved.statusCode).toBe(200);
    const stored = (await get("/api/content/documents/trainers", token)).json().data.data;
    expect(stored[0]).toEqual(trainer);
    expect(stored[0]).not.toHaveProperty("photo");
    expect(stored[1]).toMatchObject({
      name: "Arjun K",
      years: 4,
      photo: "/uploads/3f2a.webp",
    });
    expect((await readSnapshot(t.app.db)).trainers.map((x) => x.name)).toEqual(["Priya Raman", "Arjun K"]);
  });

  it("refuses a trainer without name or bio, with bad years or a photo from another site (400 per field), and writes nothing", async () => {
    const token = await signIn(t.app);
    const before = (await get("/api/content/documents/trainers", token)).json().data;
    const res = await put("trainers", token, [
      { ...trainer, name: " ", bio: "" },
      { ...trainer, years: -1, photo: "https://example.com/face.jpg" },
      { ...trainer, years: "ten" },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      "0.name": "Trainer name is required",
      "0.bio": "Short bio is required",
      "1.years": "Years of experience cannot be negative",
      "1.photo": "Image must be an uploaded photo or one of the site's illustrations",
      "2.years": "Years of experience must be a number",
    });
    expect((await get("/api/content/documents/trainers", token)).json().data.revision).toBe(before.revision);
  });

  it("saves client logos and case studies; a logo must be an upload and a website a full address", async () => {
    const token = await signIn(t.app);
    const bad = await put("corporate-clients", token, {
      logos: [
        {
          name: "Acme Logistics",
          logo: "https://cdn.example.com/acme.png",
          url: "acme.in",
        },
      ],
      caseStudies: [{ client: "Acme Logistics", title: "", summary: "" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      "logos.0.logo": "Image must be an uploaded photo or one of the site's illustrations",
      "logos.0.url": "Company website must be a full web address (https://…)",
      "caseStudies.0.title": "Case study title is required",
      "caseStudies.0.summary": "What we did is required",
    });
    const clients = {
      logos: [
        {
          name: "Acme Logistics",
          logo: "/uploads/acme.webp",
          url: "https://acme.example.in",
        },
        { name: "Kaveri Textiles", logo: "/uploads/kaveri.webp", url: "" },
      ],
      caseStudies: [
        {
          client: "Acme Logistics",
          title: "Excel for 40 planners",
          summary: "Four weekend workshops on the team's own dispatch sheets.",
          result: "",
        },
      ],
    };
    expect((await put("corporate-clients", token, clients)).statusCode).toBe(200);
    const stored = (await readSnapshot(t.app.db)).corporateClients;
    expect(stored.logos[1]).toEqual({
      name: "Kaveri Textiles",
      logo: "/uploads/kaveri.webp",
    });
    expect(stored.caseStudies[0]).toEqual({
      client: "Acme Logistics",
      title: "Excel for 40 planners",
      summary: "Four weekend workshops on the team's own dispatch sheets.",
    });
  });

  it("stores the company a call-back request names, and staff see it in the inbox", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        form: "contact",
        name: "Ravi Shankar",
        phone: "9841098410",
        email: "ravi@example.in",
        company: " Kaveri Textiles ",
        message: "Call me back",
        source: "Request call back",
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const stored = await findEnquiry(t.app.db, id);
    expect(stored).toMatchObject({
      company: "Kaveri Textiles",
      data: { company: "Kaveri Textiles" },
    });
    const token = await signIn(t.app);
    const detail = (await get(`/api/enquiries/${id}`, token)).json().data;
    expect(detail.company).toBe("Kaveri Textiles");

    // Without one (the /contact form), no empty company is stored.
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        form: "contact",
        name: "Meena",
        phone: "9840012345",
        email: "m@example.in",
        company: "",
        message: "Hi",
      },
    });
    expect((await findEnquiry(t.app.db, plain.json().id))?.company).toBeNull();
    const long = await t.app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: {
        form: "contact",
        name: "Meena",
        phone: "9840012345",
        email: "m@example.in",
        company: "x".repeat(500),
        message: "Hi",
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.company).toBe("Company name is too long");
  });
});
