// The harness of the dashboard's component tests (docs/decisions/093): a section
// rendered in happy-dom, its fetch calls answered over HTTP by the real server.
//
// How to use it, in a test file beside the section (web/features/dashboard/…):
//
//   // @vitest-environment dashboard                 (first line: happy-dom with the server's transform, environment.ts)
//   const server = startDashboardServer();           // one real app + SQLite database per file
//   beforeAll(siteContent);                          // the site content the dashboard route gives its sections
//   it("…", async () => {
//     await server.signInAs("counsellor");           // a real staff session, kept where login keeps it
//     const { user } = renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: "/dashboard/enquiries" });
//     expect(await screen.findByText("…")).toBeTruthy();
//   });
//
// Data a test needs first goes in through the API (server.api / server.inject,
// as an admin unless told; server.newLead for a lead from the contact form;
// server.accountOf(role) for a role's username and password; server.studentToken(leadId)
// for a student's own calls, /api/student/…; server.setAsideWork() for work the jobs
// runner set aside, which no API makes). A 5xx the server
// cannot be made to give is one override at the HTTP level:
// server.failNext("GET", "/api/enquiries", 500). A navigation out of the
// section renders its path in data-testid="elsewhere"; findTable(caption) reads
// a ResourceTable's rows (it renders them twice: as cards and as a table).
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { ReactElement } from "react";
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { type ApiTable, type EndpointKey, type ResponseOf, apiTable } from "#contracts/api-table";
import type { Role } from "#contracts/user";
import type { z } from "#contracts/zod";
import { buildApp } from "#server/app";
import { seedSnapshot } from "#server/modules/content/seed";
import { testConfig, testDatabases } from "#server/test/databases";
import { setAsideWebhook } from "#server/test/jobs";
import { studentTokenOf } from "#server/test/placement-kit";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress } from "#server/test/staff-api";
import { newVisitor } from "#server/test/visitors";
import { PageToaster, loadSonner } from "#web/components/lazy-toaster";
import { UnsavedChangesGuard } from "#web/features/dashboard/kit/unsaved-changes";
import { createDashboardQueryClient } from "#web/features/dashboard/queries/query-client";
import { saveSession } from "#web/lib/auth-storage";
import { type SiteContent, SiteContentProvider, siteContentOf } from "#web/lib/site-content";

export type StaffRole = Role;
export { randomAddress };
/** A real SMTP server keeping what it is sent (server/test/mailbox.ts): start it before the server, give its port as SMTP_URL. */
export { startMailbox } from "#server/test/mailbox";

interface Override {
  method: string;
  path: string;
  status: number;
  message: string;
}

export interface DashboardServer {
  app: FastifyInstance;
  /** Where the page (and so every relative fetch) lives: http://127.0.0.1:<port>. */
  origin: string;
  /** A signed-in session of this role saved in local storage, as the login form saves it; answers its token. */
  signInAs(role: Role): Promise<string>;
  /** The username and password of this role's account (made once per file with its token). */
  accountOf(role: Role): Promise<{ username: string; password: string }>;
  /** The token of a staff account of this role (made once per file); the admin is the first account. */
  tokenOf(role: Role): Promise<string>;
  /** A lead from the site's contact form, sent by a new visitor; answers its id. */
  newLead(name: string, message?: string): Promise<string>;
  /** A session token of the student this lead is (their own calls: /api/student/…, docs/decisions/068). */
  studentToken(leadId: string): Promise<string>;
  /** Forgets this role's token (its session was ended): the next sign-in makes a new one. */
  forget(role: Role): void;
  /** A request to the real app, as the admin unless a token is given. */
  inject(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * The answer of a request to the real app that must succeed (2xx), checked by the
   * API table's schema for `key` (docs/decisions/063): `url` fills the key's path
   * (defaults to it), as the admin unless a token is given.
   */
  api: <K extends JsonEndpoint>(key: K, url?: string, payload?: unknown, token?: string) => Promise<ResponseOf<K>>;
  /** The next request to this method and path (no query) is answered with this status instead of reaching the routes. */
  failNext(method: string, path: string, status?: number, message?: string): void;
  /** Background work the jobs runner set aside (docs/decisions/092): a stored webhook delivery cut short; answers its job row. */
  setAsideWork(): ReturnType<typeof setAsideWebhook>;
}

// A find waits for the real server's answer: its password hashing alone takes a
// good part of a second on a busy 2-core machine, past Testing Library's 1 s default.
configure({ asyncUtilTimeout: 8_000 });

/** The page's address: happy-dom resolves the dashboard's relative fetch against it and sends same-origin requests there. */
function moveWindowTo(url: string) {
  // happy-dom's own handle on the window (not a browser API, so not in its types).
  Reflect.get(window, "happyDOM").setURL(url);
}

/**
 * Builds the real server on a fresh SQLite database for one test file, listens
 * on a free port of 127.0.0.1, and points the page at it. Between tests the
 * rendered tree is unmounted and the saved session cleared; the database keeps
 * what earlier tests of the file wrote (use distinct names).
 */
export function startDashboardServer(env: Record<string, string> = {}): DashboardServer {
  let app: FastifyInstance;
  let drop = async () => {};
  let origin = "";
  const tokens = new Map<Role, Promise<string>>();
  const overrides: Override[] = [];
  const users = new Map<string, unknown>();
  const accounts = new Map<Role, { username: string; password: string }>([["admin", ADMIN]]);

  beforeAll(async () => {
    const sqlite = testDatabases.find((d) => d.name === "sqlite")!;
    const created = await sqlite.create({ migrated: true });
    drop = created.drop;
    app = (await buildApp(testConfig(created.database, { ...ADMIN_ENV, ENQUIRY_RATE_LIMIT_PER_MINUTE: "100000", ...env }), { serveWeb: false })).app;
    // The one place the harness answers instead of the routes: a failure the real server cannot be made to give.
    app.addHook("onRequest", async (req, reply) => {
      const at = overrides.findIndex((o) => o.method === req.method && o.path === req.url.split("?")[0]);
      if (at < 0) return;
      const [o] = overrides.splice(at, 1);
      return reply.code(o!.status).send({ message: o!.message });
    });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
    // The toast library loads on a page's first toast; loaded here, so the first test to toast does not wait for it.
    await loadSonner();
    moveWindowTo(`${origin}/dashboard`);
  });
  afterEach(async () => {
    // Reads still on their way (a badge's count) finish before the tree goes, so none is cut off mid-answer.
    await waitFor(() => expect(rendered.every((c) => c.isFetching() + c.isMutating() === 0)).toBe(true));
    rendered.length = 0;
    cleanup();
    localStorage.clear();
    overrides.length = 0;
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  const signIn = async (username: string, password: string) => {
    const res = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password }, remoteAddress: randomAddress() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = answerOf("POST /api/auth/signin", res.body);
    users.set(answer.token, answer.user);
    return answer.token;
  };
  const tokenOf = (role: Role): Promise<string> => {
    const token =
      tokens.get(role) ??
      (role === "admin"
        ? signIn(ADMIN.username, ADMIN.password)
        : tokenOf("admin").then(async (admin: string) => {
            const staff = await newStaff(app, admin, role);
            accounts.set(role, { username: staff.username, password: staff.password });
            return signIn(staff.username, staff.password);
          }));
    tokens.set(role, token);
    return token;
  };

  const server: DashboardServer = {
    get app() {
      return app;
    },
    get origin() {
      return origin;
    },
    tokenOf,
    async newLead(name, message = "Java course") {
      const payload = newVisitor({ form: "contact", name, phone: "", email: "", message });
      const res = await app.inject({ method: "POST", url: "/api/enquiries", payload, remoteAddress: randomAddress() });
      expect(res.statusCode, res.body).toBe(201);
      return answerOf("POST /api/enquiries", res.body).id;
    },
    studentToken: (leadId) => studentTokenOf(app, leadId, Date.now()),
    forget(role) {
      const account = accounts.get(role);
      if (account) tokens.set(role, signIn(account.username, account.password));
    },
    async accountOf(role) {
      await tokenOf(role);
      return accounts.get(role)!;
    },
    async signInAs(role) {
      const token = await tokenOf(role);
      saveSession(token, { ...(users.get(token) as object), twoFactorSetupRequired: false });
      return token;
    },
    async inject({ token, ...options }) {
      const auth = token ?? (await tokenOf("admin"));
      return app.inject({ remoteAddress: randomAddress(), ...options, headers: { ...bearer(auth), ...options.headers } });
    },
    async api(key, url, payload, token) {
      const [method, path] = key.split(" ") as [InjectOptions["method"], string];
      const target = url ?? path;
      const res = await server.inject({ method, url: target, token, ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }) });
      expect(res.statusCode, `${method} ${target}: ${res.body}`).toBeLessThan(300);
      return answerOf(key, res.body);
    },
    failNext(method, path, status = 500, message = "Something went wrong on our side. Please try again.") {
      overrides.push({ method, path, status, message });
    },
    setAsideWork: () => setAsideWebhook(app),
  };
  return server;
}

/** Endpoints that answer JSON (not a file download). */
type JsonEndpoint = { [K in EndpointKey]: ApiTable[K]["response"] extends z.ZodType ? K : never }[EndpointKey];

/** A JSON answer read through the API table's schema for its endpoint: a shape the table does not promise fails here, by name. */
export function answerOf<K extends JsonEndpoint>(key: K, body: string): ResponseOf<K> {
  const schema: z.ZodType = apiTable[key].response;
  return schema.parse(body ? JSON.parse(body) : null) as ResponseOf<K>;
}

/** The query clients of this test's renders. */
const rendered: QueryClient[] = [];

let site: SiteContent | undefined;
/** The site content the root route would give the dashboard: the seed's (read once per file). */
export async function siteContent() {
  return (site ??= siteContentOf(await seedSnapshot()));
}

/** What shows when a section sends the user to a path outside it: the path, for the test to check. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{pathname + search}</p>;
}

export interface RenderOptions {
  /** The section's route under /dashboard, as in web/routes.ts ("enquiries/:id?"). */
  route: string;
  /** The address it opens at ("/dashboard/enquiries?status=new"). */
  at: string;
}

/**
 * Renders a section as the dashboard route does: the site content, a fresh
 * query client, the unsaved-changes guard, the router at the section's path
 * and the page's toaster. Call `await siteContent()` once (beforeAll) first.
 */
export function renderSection(ui: ReactElement, { route, at }: RenderOptions) {
  if (!site) throw new Error("await siteContent() in beforeAll before rendering a section");
  const user = userEvent.setup();
  const queryClient = createDashboardQueryClient();
  rendered.push(queryClient);
  // A data router, as the app's (the unsaved-changes guard blocks navigation through it).
  const router = createMemoryRouter(
    [
      {
        path: "/dashboard",
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: route, element: ui },
          { path: "*", element: <Elsewhere /> },
        ],
      },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: [at] },
  );
  const result = render(
    <SiteContentProvider value={site}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <PageToaster />
    </SiteContentProvider>,
  );
  return { ...result, user, queryClient, router };
}

/**
 * The rows of a dashboard table, by its caption. A ResourceTable renders its rows
 * twice, as phone cards and as a table (CSS shows one); tests read the table.
 */
export async function findTable(caption: string) {
  return within(await screen.findByRole("table", { name: caption }));
}
