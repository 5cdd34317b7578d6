import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { PLACEMENT_ENV, chennai, placementKit } from "#server/test/placement-kit";

// Employers (docs/decisions/089) through the real API on both databases: the
// officer adds, lists and edits them; a name already on the list, whatever its
// case and spacing, is refused with a 409 that says so.

describe.each(testDatabases)("employers on $name", (database) => {
  const clock = { now: chennai("2027-01-10T11:00:00") };
  const t = useTestApp(database, PLACEMENT_ENV, false, { now: () => clock.now });
  const kit = placementKit(t, clock);
  beforeAll(kit.setUp);
  const list = async () => (await kit.send("GET", "/api/employers")).json().data as { _id: string; name: string }[];

  it("adds an employer (201 with its id), lists it and saves an edit", async () => {
    const added = await kit.send("POST", "/api/employers", "placement", {
      name: "  Zoho   Corporation ",
      website: "https://www.zoho.com",
      contactName: "Priya R",
      contactEmail: "hiring@zoho.example",
      contactPhone: "98400 12345",
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data._id as string;
    expect(added.json().data).toMatchObject({ _id: id, name: "Zoho Corporation", website: "https://www.zoho.com", contactName: "Priya R" });
    expect((await list()).map((e) => e.name)).toContain("Zoho Corporation");

    const saved = await kit.send("PUT", `/api/employers/${id}`, "placement", { name: "Zoho Corporation", contactName: "Arun K" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ _id: id, contactName: "Arun K", website: null, contactEmail: null });
    // An admin can do everything the officer can.
    expect((await kit.send("PUT", `/api/employers/${id}`, "admin", { name: "Zoho Corporation" })).statusCode).toBe(200);
  });

  it("refuses a name already on the list, case and spacing folded, with a clear 409, and stores nothing", async () => {
    await kit.employer("Freshworks");
    const before = (await list()).length;
    for (const name of ["freshworks", "  FRESHWORKS  ", "Fresh works".replace(" ", "")]) {
      const res = await kit.send("POST", "/api/employers", "placement", { name });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.employerExists(name.trim()) });
    }
    expect((await list()).length).toBe(before);
    // Renaming another employer to it is refused the same way.
    const other = await kit.employer("Kissflow");
    const rename = await kit.send("PUT", `/api/employers/${other}`, "placement", { name: "FreshWorks" });
    expect(rename.statusCode).toBe(409);
    expect((await list()).find((e) => e._id === other)?.name).toBe("Kissflow");
  });

  it("answers 400 for a missing name or a bad email, and 404 for an unknown employer", async () => {
    const blank = await kit.send("POST", "/api/employers", "placement", { name: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Enter the employer's name");
    const email = await kit.send("POST", "/api/employers", "placement", { name: "Mail Co", contactEmail: "not an email" });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual({ contactEmail: "Enter a valid contact email" });
    const unknown = await kit.send("PUT", `/api/employers/${crypto.randomUUID()}`, "placement", { name: "Nobody" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: PLACEMENT_MESSAGES.employerNotFound });
  });

  it("lets only the placement officer and admins in: counsellor, editor and trainer get 403", async () => {
    for (const role of ["counsellor", "editor", "trainer"] as const) {
      expect((await kit.send("GET", "/api/employers", role)).statusCode).toBe(403);
      expect((await kit.send("POST", "/api/employers", role, { name: `Refused ${role}` })).statusCode).toBe(403);
    }
    expect((await list()).some((e) => e.name.startsWith("Refused"))).toBe(false);
  });
});
