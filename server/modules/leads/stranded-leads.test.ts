import { describe, expect, it } from "vitest";
import type { EnquiryDetail, EnquirySummary } from "#contracts/enquiry-inbox";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";

// Leads are never stranded (docs/decisions/035): deleting a counsellor's account,
// or giving it another role, returns the leads it held to Unassigned, where the
// Unassigned view lists them and any counsellor can take them.

const ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };
const contact = (name: string) => newVisitor({ form: "contact", name, phone: "", email: "", message: `Hello from ${name}` });

describe.each(testDatabases)("leads of a departing counsellor on $name", (database) => {
  const t = useTestApp(database, ENV);
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
  const send = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const detail = async (id: string, token: string) => (await send("GET", `/api/enquiries/${id}`, token)).json().data as EnquiryDetail;
  const unassignedView = async (token: string) =>
    ((await send("GET", "/api/enquiries?view=unassigned&limit=100", token)).json().data as EnquirySummary[]).map((r) => r.id);

  /** Three leads owned by `owner`: two open, one enrolled. */
  async function leadsOf(admin: string, owner: { id: string }, label: string) {
    const ids: string[] = [];
    for (const name of [`${label} Open A`, `${label} Open B`, `${label} Enrolled`]) {
      const id = (await post(contact(name))).json().id as string;
      expect((await send("PATCH", `/api/enquiries/${id}`, admin, { ownerId: owner.id })).statusCode).toBe(200);
      ids.push(id);
    }
    expect((await send("PATCH", `/api/enquiries/${ids[2]}`, admin, { status: "enrolled" })).statusCode).toBe(200);
    return ids as [string, string, string];
  }

  it("deleting a counsellor returns every lead they held to Unassigned, on each timeline, and a colleague can take it", async () => {
    const admin = await signIn(t.app);
    const [leaving, colleague] = [await newStaff(t.app, admin, "counsellor"), await newStaff(t.app, admin, "counsellor")];
    const [openA, openB, enrolled] = await leadsOf(admin, leaving, "Deleted");

    expect((await send("DELETE", `/api/auth/delete/${leaving.id}`, admin)).statusCode).toBe(200);

    const unassigned = await unassignedView(colleague.token);
    for (const id of [openA, openB, enrolled]) {
      expect(unassigned).toContain(id);
      const lead = await detail(id, colleague.token);
      expect(lead.owner).toBeNull();
      expect(lead.timeline.at(-1)).toMatchObject({
        kind: "assignment",
        text: `Back to Unassigned: ${leaving.username}'s account was deleted`,
        by: { username: "principal" },
      });
    }
    expect((await detail(enrolled, admin)).status).toBe("enrolled");
    // The colleague takes one (no more "belongs to a former colleague") and works the other.
    const lead = await detail(openA, colleague.token);
    const taken = await send("PATCH", `/api/enquiries/${openA}`, colleague.token, { ownerId: colleague.id, revision: lead.revision });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json().data as EnquiryDetail).owner?.username).toBe(colleague.username);
    expect((await send("POST", `/api/enquiries/${openB}/activities`, colleague.token, { kind: "note", text: "Picked up" })).statusCode).toBe(201);
  });

  it("a counsellor made an editor or an admin hands back their open leads; closed ones keep their name", async () => {
    const admin = await signIn(t.app);
    for (const role of ["editor", "admin"] as const) {
      const moving = await newStaff(t.app, admin, "counsellor");
      const [openA, openB, enrolled] = await leadsOf(admin, moving, `Now ${role}`);
      const changed = await send("PUT", `/api/auth/users/${moving.id}/role`, admin, { role });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe(`Role changed. ${moving.username} must log in again. Their 2 open leads are back in Unassigned.`);

      const unassigned = await unassignedView(admin);
      for (const id of [openA, openB]) {
        expect(unassigned).toContain(id);
        expect((await detail(id, admin)).timeline.at(-1)).toMatchObject({
          kind: "assignment",
          text: `Back to Unassigned: ${moving.username} is no longer a counsellor`,
        });
      }
      expect(unassigned).not.toContain(enrolled);
      expect((await detail(enrolled, admin)).owner?.username).toBe(moving.username);
    }
  });

  it("leads arriving while a counsellor is deleted never end up owned by the deleted account", async () => {
    const admin = await signIn(t.app);
    const others = (await send("GET", "/api/counsellors", admin)).json().data as { id: string; available: boolean }[];
    for (const c of others.filter((c) => c.available)) await send("PUT", `/api/counsellors/${c.id}/availability`, admin, { available: false });
    const leaving = await newStaff(t.app, admin, "counsellor");

    // The deletion is sent in the middle of the arrivals: some come before it, some after, some at the same moment.
    const arrive = (from: number) => Array.from({ length: 6 }, (_, i) => post(contact(`Arriving ${from + i}`)));
    const results = await Promise.all([...arrive(0), send("DELETE", `/api/auth/delete/${leaving.id}`, admin), ...arrive(6)]);
    const [deleted] = results.splice(6, 1);
    const answers = results;
    expect(deleted!.statusCode).toBe(200);
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const owners = await t.app.db.selectFrom("enquiries").select("owner_id").where("owner_id", "=", leaving.id).execute();
    expect(owners).toEqual([]);
    const unassigned = await unassignedView(admin);
    for (const r of answers) expect(unassigned).toContain(r.json().id);
    for (const c of others.filter((c) => c.available)) await send("PUT", `/api/counsellors/${c.id}/availability`, admin, { available: true });
  });
});
