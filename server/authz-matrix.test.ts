import crypto from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, type Role, roleRefusedMessage } from "../contracts/user";
import { buildApp } from "./app";
import { AUDITED_WRITES } from "./modules/audit";
import { createSession } from "./modules/auth";
import { createStudentSession } from "./modules/student";
import { STUDENT_MESSAGES } from "../contracts/student";
import { newVisitor } from "./test/visitors";
import { ADMIN, ADMIN_ENV, bearer, randomAddress, sendForm, signIn, unique, userIdOf } from "./test/staff-api";
import { testConfig, testDatabases } from "./test/databases";

// Who may call which endpoint: every /api route the server registers is either
// public or listed here with the roles allowed to call it, and each listed one is
// called by every role (admin, editor, counsellor, trainer, placement) and nobody. A route added without
// an entry here fails the first test, so no endpoint ships unchecked. Which
// record a role may act on (a counsellor's own leads, a trainer's today) is
// tested beside each module (docs/decisions/084): whatsapp/own-lead.test.ts,
// certificates/own-lead.test.ts, batches/past-classes.test.ts.

const ANY: Role[] = ["admin", "editor", "counsellor", "trainer", "placement"];
const ADMINS: Role[] = ["admin"];
/** Site content: courses, batches, site facts, pages, placements, reviews, videos. */
const CONTENT: Role[] = ["admin", "editor"];
/** The enquiry inbox. */
const INBOX: Role[] = ["admin", "counsellor"];
/** Issuing certificates (docs/decisions/052); revoking is ADMINS. */
const CERTIFICATES: Role[] = ["admin", "counsellor"];
/** Batches' class lists (docs/decisions/067): a trainer reads only the batches they teach. */
const BATCH_READERS: Role[] = ["admin", "counsellor", "trainer"];
/** Attendance and a batch's classes: the batch's trainer (today's class, docs/decisions/084), or an admin. */
const BATCH_MARKERS: Role[] = ["admin", "trainer"];
/** Employers, drives, applications, outcomes and their numbers (docs/decisions/089). */
const PLACEMENT: Role[] = ["admin", "placement"];

interface Entry {
  roles: Role[];
  /** A minimal JSON body; an allowed role may get a 400 or 404 for it, never 401/403. */
  body?: object;
}

const STAFF_ENDPOINTS: Record<string, Entry> = {
  "POST /api/auth/logout": { roles: ANY },
  "POST /api/auth/change-password": { roles: ANY, body: {} },
  "PUT /api/auth/me/display-name": { roles: ANY, body: {} },
  "GET /api/auth/2fa": { roles: ANY },
  "POST /api/auth/2fa/setup": { roles: ANY, body: {} },
  "POST /api/auth/2fa/confirm": { roles: ANY, body: {} },
  "POST /api/auth/2fa/recovery-codes": { roles: ANY, body: {} },
  "POST /api/auth/2fa/disable": { roles: ANY, body: {} },
  "GET /api/auth/users": { roles: ADMINS },
  // Work set aside because its stored payload could not be read (docs/decisions/092).
  "GET /api/jobs/set-aside": { roles: ADMINS },
  "PUT /api/auth/verify-user/:id": { roles: ADMINS, body: { role: "editor" } },
  "PUT /api/auth/users/:id/role": { roles: ADMINS, body: { role: "editor" } },
  "DELETE /api/auth/delete/:id": { roles: ADMINS },
  "GET /api/audit": { roles: ADMINS },
  "GET /api/analytics/visits": { roles: ADMINS },
  "GET /api/reports/owner": { roles: ADMINS },

  "POST /api/placements/add": { roles: CONTENT, body: {} },
  "PUT /api/placements/update/:id": { roles: CONTENT, body: {} },
  "DELETE /api/placements/delete/:id": { roles: CONTENT },
  "POST /api/reviews/add": { roles: CONTENT, body: {} },
  "PUT /api/reviews/update/:id": { roles: CONTENT, body: {} },
  "DELETE /api/reviews/delete/:id": { roles: CONTENT },
  "POST /api/youtube/add": { roles: CONTENT, body: {} },
  "PUT /api/youtube/:id": { roles: CONTENT, body: {} },
  "DELETE /api/youtube/:id": { roles: CONTENT },
  "POST /api/images": { roles: CONTENT, body: {} },
  "GET /api/content/status": { roles: CONTENT },
  "GET /api/content/documents/:key": { roles: CONTENT },
  "PUT /api/content/documents/:key": { roles: CONTENT, body: {} },
  "GET /api/content/courses": { roles: CONTENT },
  "GET /api/content/courses/:id": { roles: CONTENT },
  "GET /api/content/deleted-courses": { roles: CONTENT },
  "POST /api/content/preview": { roles: CONTENT, body: {} },
  "POST /api/content/courses": { roles: CONTENT, body: {} },
  "PUT /api/content/courses/:id": { roles: CONTENT, body: {} },
  "DELETE /api/content/courses/:id": { roles: CONTENT },
  "PUT /api/content/course-order": { roles: CONTENT, body: {} },
  "GET /api/content/revisions": { roles: CONTENT },
  "GET /api/content/revisions/:id": { roles: CONTENT },
  "POST /api/content/revisions/:id/restore": { roles: CONTENT },
  "GET /api/content/batches": { roles: CONTENT },
  "POST /api/content/batches": { roles: CONTENT, body: {} },
  "PUT /api/content/batches/:id": { roles: CONTENT, body: {} },
  "DELETE /api/content/batches/:id": { roles: CONTENT },

  "GET /api/enquiries": { roles: INBOX },
  "GET /api/enquiries/stats": { roles: INBOX },
  "GET /api/enquiries/first-response": { roles: INBOX },
  "GET /api/enquiries/export.csv": { roles: INBOX },
  "GET /api/enquiries/:id": { roles: INBOX },
  "PATCH /api/enquiries/:id": { roles: INBOX, body: {} },
  "DELETE /api/enquiries/:id": { roles: ADMINS },
  "POST /api/enquiries/:id/retry": { roles: ADMINS },
  "POST /api/enquiries/:id/activities": { roles: INBOX, body: {} },
  "POST /api/enquiries/:id/merge": { roles: ADMINS, body: {} },
  "GET /api/counsellors": { roles: INBOX },
  "PUT /api/counsellors/:id/availability": { roles: INBOX, body: {} },
  "GET /api/message-templates": { roles: INBOX },
  "POST /api/message-templates": { roles: INBOX, body: {} },
  "PUT /api/message-templates/:id": { roles: INBOX, body: {} },
  "DELETE /api/message-templates/:id": { roles: INBOX },
  "GET /api/enquiries/:id/payments": { roles: INBOX },
  "POST /api/enquiries/:id/payments": { roles: INBOX, body: {} },
  "GET /api/payments/receipts/:id": { roles: INBOX },
  "GET /api/payments/summary": { roles: ADMINS },
  "POST /api/payments/instalments/:id/cancel": { roles: INBOX },
  "POST /api/payments/instalments/:id/reissue": { roles: INBOX, body: {} },
  "GET /api/integrations": { roles: ADMINS },
  "GET /api/enquiries/:id/whatsapp": { roles: INBOX },
  "POST /api/enquiries/:id/whatsapp": { roles: INBOX, body: {} },
  "GET /api/enquiries/:id/whatsapp/media/:messageId": { roles: INBOX },
  "GET /api/whatsapp/automations": { roles: ADMINS },
  "GET /api/whatsapp/health": { roles: ADMINS },
  "GET /api/whatsapp/held": { roles: ADMINS },
  "POST /api/whatsapp/held/:id/send": { roles: ADMINS },
  "PUT /api/whatsapp/automations": { roles: ADMINS, body: {} },

  "GET /api/certificates": { roles: CERTIFICATES },
  "GET /api/certificates/:id": { roles: CERTIFICATES },
  "POST /api/certificates": { roles: CERTIFICATES, body: {} },
  "POST /api/certificates/:id/revoke": { roles: ADMINS, body: {} },
  "POST /api/certificates/bulk/preview": { roles: CERTIFICATES, body: {} },
  "POST /api/certificates/bulk": { roles: CERTIFICATES, body: {} },

  "GET /api/batch-rosters": { roles: BATCH_READERS },
  "GET /api/batch-trainers": { roles: CONTENT },
  "GET /api/batches/:id/students": { roles: BATCH_READERS },
  "POST /api/batches/:id/students": { roles: INBOX, body: {} },
  "GET /api/batches/:id/sessions": { roles: BATCH_READERS },
  "POST /api/batches/:id/sessions": { roles: BATCH_MARKERS, body: {} },
  "PATCH /api/sessions/:id": { roles: BATCH_MARKERS, body: {} },
  "PUT /api/sessions/:id/attendance": { roles: BATCH_MARKERS, body: {} },
  "POST /api/sessions/:id/reopen": { roles: ADMINS },
  "POST /api/batches/:id/certificates": { roles: CERTIFICATES, body: {} },
  "GET /api/employers": { roles: PLACEMENT },
  "POST /api/employers": { roles: PLACEMENT, body: {} },
  "PUT /api/employers/:id": { roles: PLACEMENT, body: {} },
  "GET /api/placement-drives": { roles: PLACEMENT },
  "POST /api/placement-drives": { roles: PLACEMENT, body: {} },
  "PUT /api/placement-drives/:id": { roles: PLACEMENT, body: {} },
  "POST /api/placement-drives/:id/close": { roles: PLACEMENT },
  "GET /api/placement-drives/:id/applications": { roles: PLACEMENT },
  "PATCH /api/applications/:id": { roles: PLACEMENT, body: {} },
  "GET /api/placement-students": { roles: PLACEMENT },
  "GET /api/students/:leadId/outcome": { roles: PLACEMENT },
  "PUT /api/students/:leadId/outcome": { roles: PLACEMENT, body: {} },
  "POST /api/students/:leadId/outcome/evidence": { roles: PLACEMENT, body: {} },
  "POST /api/students/:leadId/outcome/confirmation": { roles: PLACEMENT, body: {} },
  "GET /api/students/:leadId/outcome/evidence/:evidenceId": { roles: PLACEMENT },
  "GET /api/placement-stats": { roles: PLACEMENT },
  "GET /api/placement-stats.csv": { roles: PLACEMENT },
  "POST /api/students/:leadId/outcome/confirmation-request": { roles: PLACEMENT },
  "GET /api/placement-confirmation-requests": { roles: PLACEMENT },
};

/** Open to anyone: the public site's reads, the forms, signing up and in. */
const PUBLIC_ENDPOINTS = new Set([
  "POST /api/auth/signup",
  "POST /api/auth/signin",
  // A plain form post's login, handed to the dashboard's script: its cookie is the credential (docs/decisions/055).
  "POST /api/auth/handoff",
  "GET /api/blog",
  "GET /api/blog/thumb",
  "GET /api/placements",
  "GET /api/reviews",
  "GET /api/youtube",
  "GET /api/batches",
  "POST /api/enquiries",
  "GET /api/demo-class.ics",
  // Razorpay's webhook: no session, refused without a valid signature (server/modules/payments).
  "POST /api/payments/razorpay/webhook",
  // Meta's WhatsApp webhook: the handshake (verify token) and deliveries refused without a valid signature (server/modules/whatsapp).
  "GET /api/whatsapp/webhook",
  "POST /api/whatsapp/webhook",
  // A student asks for a one-time code and signs in with it (docs/decisions/068).
  "POST /api/student/code",
  "POST /api/student/session",
]);

/** A student's own endpoints: only a student token opens them, never a staff one (docs/decisions/068). */
const STUDENT_ENDPOINTS = [
  "DELETE /api/student/session",
  "GET /api/student/me",
  "GET /api/student/receipts/:id",
  // Placements you can prove (docs/decisions/089).
  "GET /api/student/drives",
  "POST /api/student/drives/:id/apply",
  "GET /api/student/placement",
  "PUT /api/student/intent",
  // Their own job, and whether their proven placement shows on the website (docs/decisions/096, 097).
  "GET /api/student/outcome",
  "POST /api/student/outcome",
  "GET /api/student/placement-consent",
  "PUT /api/student/placement-consent",
];
/** The JSON 404 for any /api path no module claims, on every method. */
const CATCH_ALL = "/api/*";

describe.each(testDatabases)("who may call what, on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void> = async () => {};
  /** Every /api route as "METHOD /url", collected while the server is built. */
  const registered = new Set<string>();
  const ids = {} as Record<Role, string>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    ({ app } = await buildApp(testConfig(created.database, ADMIN_ENV), {
      serveWeb: false,
      onRoute: (route) => {
        if (!route.url.startsWith("/api")) return;
        for (const method of [route.method].flat()) if (method !== "HEAD") registered.add(`${method} ${route.url}`);
      },
    }));
    await app.ready();

    // One account of each other role, verified by the first account (the admin) with that role.
    const admin = await signIn(app);
    ids.admin = await userIdOf(app, admin, ADMIN.username);
    for (const role of ["editor", "counsellor", "trainer", "placement"] as const) {
      const username = unique(role);
      const signup = await app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" },
        remoteAddress: randomAddress(),
      });
      expect(signup.statusCode).toBe(201);
      ids[role] = await userIdOf(app, admin, username);
      const verify = await app.inject({ method: "PUT", url: `/api/auth/verify-user/${ids[role]}`, headers: bearer(admin), payload: { role } });
      expect(verify.statusCode, verify.body).toBe(200);
      expect(verify.json().data).toMatchObject({ username, isVerified: true, role });
    }
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  /** A fresh session per call, so a logout in the matrix ends nobody else's. */
  const tokenOf = async (role: Role) => (await createSession(app.db, ids[role], 1)).token;

  const requestFor = (endpoint: string, token: string | null): InjectOptions => {
    const [method, pattern] = endpoint.split(" ") as [InjectOptions["method"], string];
    const url = pattern.replace(":key", "site").replace(/:\w+/g, () => crypto.randomUUID());
    const body = STAFF_ENDPOINTS[endpoint]?.body;
    return { method, url, remoteAddress: randomAddress(), headers: token ? bearer(token) : {}, ...(body ? { payload: body } : {}) };
  };

  it("knows every /api route: each is public or in the staff matrix, and the matrix lists no route that does not exist", () => {
    const unknown = [...registered].filter(
      (r) => !PUBLIC_ENDPOINTS.has(r) && !(r.split(" ")[1] === CATCH_ALL) && !(r in STAFF_ENDPOINTS) && !STUDENT_ENDPOINTS.includes(r),
    );
    expect(unknown, "routes neither public nor in STAFF_ENDPOINTS").toEqual([]);
    const stale = Object.keys(STAFF_ENDPOINTS).filter((r) => !registered.has(r));
    expect(stale, "STAFF_ENDPOINTS entries that match no route").toEqual([]);
    expect([...PUBLIC_ENDPOINTS].filter((r) => !registered.has(r))).toEqual([]);
    expect(STUDENT_ENDPOINTS.filter((r) => !registered.has(r))).toEqual([]);
  });

  /** A live student session of a lead (a student token), made the way the sign-in makes it. */
  const studentToken = async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/enquiries",
      payload: newVisitor({ form: "contact", name: "Matrix Student", phone: "", email: "", message: "Hello" }),
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (await createStudentSession(app.db, res.json().id as string, Date.now())).token;
  };

  it("refuses a student token at every staff endpoint (401), however the student signed in", async () => {
    const token = await studentToken();
    // The token is live: the student's own page opens with it.
    expect((await app.inject({ method: "GET", url: "/api/student/me", headers: bearer(token) })).statusCode).toBe(200);
    for (const endpoint of Object.keys(STAFF_ENDPOINTS)) {
      const res = await app.inject(requestFor(endpoint, token));
      expect(res.statusCode, `${endpoint}: ${res.body}`).toBe(401);
    }
  });

  for (const endpoint of STUDENT_ENDPOINTS) {
    it(`${endpoint}: 401 without a session and for every staff role's token`, async () => {
      const anonymous = await app.inject(requestFor(endpoint, null));
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: STUDENT_MESSAGES.signInRequired });
      for (const role of ANY) {
        const res = await app.inject(requestFor(endpoint, await tokenOf(role)));
        expect(res.statusCode, `${role}: ${res.body}`).toBe(401);
      }
    });
  }

  it("says for every staff write what the audit log records (or that it records nothing)", () => {
    const writes = Object.keys(STAFF_ENDPOINTS).filter((r) => !r.startsWith("GET "));
    expect(
      writes.filter((r) => !(r in AUDITED_WRITES)),
      "staff writes missing from AUDITED_WRITES",
    ).toEqual([]);
    expect(
      Object.keys(AUDITED_WRITES).filter((r) => !writes.includes(r)),
      "AUDITED_WRITES entries that are no staff write",
    ).toEqual([]);
  });

  for (const endpoint of Object.keys(STAFF_ENDPOINTS)) {
    it(`${endpoint}: 401 without a session, 403 for a role not allowed, through for ${STAFF_ENDPOINTS[endpoint]!.roles.join(" and ")}`, async () => {
      const anonymous = await app.inject(requestFor(endpoint, null));
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: AUTH_MESSAGES.signInRequired });

      for (const role of ANY) {
        const res = await app.inject(requestFor(endpoint, await tokenOf(role)));
        if (STAFF_ENDPOINTS[endpoint]!.roles.includes(role)) {
          expect([401, 403], `${role}: ${res.body}`).not.toContain(res.statusCode);
          // 503: a part of the server the test does not start (the page renderer for previews).
          expect([500, 502, 504], `${role}: ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
          expect(res.json()).toEqual({ success: false, message: roleRefusedMessage(role) });
        }
      }
    });
  }

  it("words the refusal so the person knows what to do", () => {
    expect(roleRefusedMessage("editor")).toBe("Your role (editor) cannot do this. Ask an admin.");
  });

  it("a refused role changes nothing, even with a request that would otherwise succeed", async () => {
    const counts = async () => {
      const n = async (table: "placements" | "videos" | "users" | "audit_log" | "content_revisions") =>
        Number(
          (
            await app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        placements: await n("placements"),
        videos: await n("videos"),
        users: await n("users"),
        audit: await n("audit_log"),
        revisions: await n("content_revisions"),
      };
    };
    const before = await counts();
    const counsellor = await tokenOf("counsellor");
    const editor = await tokenOf("editor");

    const placement = await sendForm(app, "POST", "/api/placements/add", counsellor, {
      name: "Refused Student",
      course: "Python",
      date: "2026-01-10",
      placement: "Placed at Zoho",
    });
    expect(placement.statusCode).toBe(403);
    const video = await app.inject({ method: "POST", url: "/api/youtube/add", headers: bearer(counsellor), payload: { url: "https://youtu.be/dQw4w9WgXcQ" } });
    expect(video.statusCode).toBe(403);
    const site = (await app.inject({ method: "GET", url: "/api/content/documents/site", headers: bearer(editor) })).json().data;
    const save = await app.inject({
      method: "PUT",
      url: "/api/content/documents/site",
      headers: bearer(counsellor),
      payload: { data: site.data, revision: site.revision },
    });
    expect(save.statusCode).toBe(403);
    const promote = await app.inject({ method: "PUT", url: `/api/auth/users/${ids.editor}/role`, headers: bearer(editor), payload: { role: "admin" } });
    expect(promote.statusCode).toBe(403);
    const removeAdmin = await app.inject({ method: "DELETE", url: `/api/auth/delete/${ids.admin}`, headers: bearer(counsellor) });
    expect(removeAdmin.statusCode).toBe(403);

    expect(await counts()).toEqual(before);
    const editorRow = await app.db.selectFrom("users").select("role").where("id", "=", ids.editor).executeTakeFirstOrThrow();
    expect(editorRow.role).toBe("editor");
  });
});
