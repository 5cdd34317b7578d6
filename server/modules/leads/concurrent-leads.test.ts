import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { EnquiryDetail } from "#contracts/enquiry-inbox";
import { STALE_EDIT_MESSAGE } from "#contracts/revision";
import { useTestApp } from "#server/test/app";
import { testDatabases } from "#server/test/databases";
import { newVisitor } from "#server/test/visitors";
import { ADMIN_ENV, bearer, newStaff, randomAddress, signIn } from "#server/test/staff-api";

// Two people changing one lead at the same moment (docs/decisions/035). On
// PostgreSQL the requests run at once on separate pooled connections; the lead's
// lock lets exactly one through, and a change made on an old revision answers 409.

const WRITERS = 6;
const ENV = { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000" };
const contact = (name: string) => newVisitor({ form: "contact", name, phone: "", email: "", message: `Hello from ${name}` });
const atOnce = <T>(items: T[], make: (item: T, i: number) => Promise<LightMyRequestResponse>) => Promise.all(items.map(make));

describe.each(testDatabases)("concurrent lead changes on $name", (database) => {
  const t = useTestApp(database, ENV);
  const post = (payload: object) => t.app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
  const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const detail = async (id: string, token: string) => (await send("GET", `/api/enquiries/${id}`, token)).json().data as EnquiryDetail;

  /** A lead nobody owns: every counsellor is away when it arrives. */
  async function unassignedLead(admin: string, name: string) {
    const counsellors = (await send("GET", "/api/counsellors", admin)).json().data as { id: string; available: boolean }[];
    const away = counsellors.filter((c) => c.available);
    for (const c of away) await send("PUT", `/api/counsellors/${c.id}/availability`, admin, { available: false });
    const id = (await post(contact(name))).json().id as string;
    for (const c of away) await send("PUT", `/api/counsellors/${c.id}/availability`, admin, { available: true });
    const lead = await detail(id, admin);
    expect(lead.owner).toBeNull();
    return lead;
  }

  it("counsellors claiming one unassigned lead at once: exactly one gets it, the others get 409 and the timeline says it once", async () => {
    const admin = await signIn(t.app);
    const team = await Promise.all(Array.from({ length: WRITERS }, () => newStaff(t.app, admin, "counsellor")));
    for (let round = 0; round < 3; round++) {
      const lead = await unassignedLead(admin, `Claimed ${round}`);
      const answers = await atOnce(team, (c) => send("PATCH", `/api/enquiries/${lead.id}`, c.token, { ownerId: c.id, revision: lead.revision }));
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      for (const loser of answers.filter((r) => r.statusCode !== 200)) expect(loser.json()).toMatchObject({ success: false, message: STALE_EDIT_MESSAGE });
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      const winner = team[statuses.indexOf(200)]!;
      const after = await detail(lead.id, admin);
      expect(after.owner?.username).toBe(winner.username);
      expect(after.revision).toBe(lead.revision + 1);
      expect(after.timeline.filter((e) => e.kind === "assignment").map((e) => e.text)).toEqual([`${winner.username} took the lead`]);
    }
  });

  it("a claim that names no revision is still given to one counsellor only", async () => {
    const admin = await signIn(t.app);
    const team = await Promise.all(Array.from({ length: WRITERS }, () => newStaff(t.app, admin, "counsellor")));
    for (let round = 0; round < 3; round++) {
      const lead = await unassignedLead(admin, `Blind claim ${round}`);
      const answers = await atOnce(team, (c) => send("PATCH", `/api/enquiries/${lead.id}`, c.token, { ownerId: c.id }));
      const statuses = answers.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      // The others find it taken: only an admin reassigns.
      expect(statuses.filter((s) => s !== 200).every((s) => s === 403)).toBe(true);
      const after = await detail(lead.id, admin);
      expect(after.owner?.id).toBe(team[statuses.indexOf(200)]!.id);
      expect(after.timeline.filter((e) => e.kind === "assignment")).toHaveLength(1);
    }
  });

  it("status and follow-up changes on one revision: one is saved, the others 409 and leave no trace", async () => {
    const admin = await signIn(t.app);
    const admins = [admin, ...(await Promise.all(Array.from({ length: WRITERS - 1 }, () => newStaff(t.app, admin, "admin")))).map((a) => a.token)];
    const lead = await detail((await post(contact("Busy Lead"))).json().id, admin);
    const times = admins.map((_, i) => new Date(Date.now() + (i + 1) * 86_400_000).toISOString());
    const follow = await atOnce(admins, (token, i) => send("PATCH", `/api/enquiries/${lead.id}`, token, { followUpAt: times[i], revision: lead.revision }));
    const winner = follow.findIndex((r) => r.statusCode === 200);
    expect(follow.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(follow.filter((r) => r.statusCode === 409)).toHaveLength(WRITERS - 1);
    const after = await detail(lead.id, admin);
    expect(after.followUpAt).toBe(times[winner]);
    expect(after.timeline.filter((e) => e.kind === "follow_up")).toHaveLength(1);

    const statuses = ["contacted", "demo_scheduled", "enrolled", "lost", "contacted", "enrolled"] as const;
    const changed = await atOnce(admins, (token, i) =>
      send("PATCH", `/api/enquiries/${lead.id}`, token, {
        status: statuses[i],
        ...(statuses[i] === "lost" ? { lostReason: "Moved away" } : {}),
        revision: after.revision,
      }),
    );
    expect(changed.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const final = await detail(lead.id, admin);
    expect(final.status).toBe(statuses[changed.findIndex((r) => r.statusCode === 200)]);
    expect(final.timeline.filter((e) => e.kind === "status")).toHaveLength(1);
    // A change made on the old revision afterwards is refused too: the dashboard reloads first.
    const late = await send("PATCH", `/api/enquiries/${lead.id}`, admin, { status: "new", revision: lead.revision });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(STALE_EDIT_MESSAGE);
    expect((await send("PATCH", `/api/enquiries/${lead.id}`, admin, { status: "new", revision: "two" })).statusCode).toBe(400);
  });

  it("notes added by several people at once are all kept: adding never conflicts", async () => {
    const admin = await signIn(t.app);
    const admins = [admin, ...(await Promise.all(Array.from({ length: WRITERS - 1 }, () => newStaff(t.app, admin, "admin")))).map((a) => a.token)];
    const lead = await detail((await post(contact("Noted Lead"))).json().id, admin);
    const answers = await atOnce(admins, (token, i) => send("POST", `/api/enquiries/${lead.id}/activities`, token, { kind: "note", text: `Note ${i}` }));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(WRITERS).fill(201));
    const after = await detail(lead.id, admin);
    expect(
      after.timeline
        .filter((e) => e.kind === "note")
        .map((e) => e.text)
        .sort(),
    ).toEqual(admins.map((_, i) => `Note ${i}`).sort());
    expect(after.revision).toBe(lead.revision + WRITERS);
  });

  it("template edits on one revision: one is saved, the others get 409", async () => {
    const admin = await signIn(t.app);
    const added = await send("POST", "/api/message-templates", admin, { name: "Shared", body: "Hello {name}" });
    expect(added.statusCode).toBe(201);
    const template = added.json().data as { id: string; revision: number };
    expect(template.revision).toBe(1);
    const answers = await Promise.all(
      Array.from({ length: WRITERS }, (_, i) =>
        send("PUT", `/api/message-templates/${template.id}`, admin, { name: "Shared", body: `Version ${i}`, revision: template.revision }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const loser of answers.filter((r) => r.statusCode !== 200)) expect(loser.json()).toMatchObject({ message: STALE_EDIT_MESSAGE });
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const stored = ((await send("GET", "/api/message-templates", admin)).json().data as { id: string; body: string; revision: number }[]).find(
      (x) => x.id === template.id,
    );
    expect(stored).toMatchObject({ body: `Version ${winner}`, revision: 2 });
    expect((await send("PUT", "/api/message-templates/no-such-template", admin, { name: "x", body: "y", revision: 1 })).statusCode).toBe(404);
  });
});
