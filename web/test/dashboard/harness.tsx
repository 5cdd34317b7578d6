// The harness of the dashboard's component tests (docs/decisions/093): a section
// rendered in happy-dom, its fetch calls answered over HTTP by the real server.
//
// How to use it, in a test file beside the section (web/features/dashboard/…):
//
//   // @vitest-environment happy-dom
//   const server = startDashboardServer();            // one real app + SQLite database per file
//   it("…", async () => {
//     await server.signInAs("counsellor");          // a real staff session, kept where login keeps it
//     const { user } = renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: "/dashboard/enquiries" });
//     expect(await screen.findByText("…")).toBeTruthy();
//   });
//
// Data a test needs first goes in through the API (server.api / server.inject,
// as an admin unless told). A 5xx the server cannot be made to give is one
// override at the HTTP level: server.failNext("GET", "/api/enquiries", 500).
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { ReactElement } from "react";
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { Role } from "#contracts/user";
import { buildApp } from "#server/app";
import { seedSnapshot } from "#server/modules/content/seed";
import { testConfig, testDatabases } from "#server/test/databases";
import { ADMIN, ADMIN_ENV, bearer, newStaff, randomAddress } from "#server/test/staff-api";
import { PageToaster } from "#web/components/lazy-toaster";
import { UnsavedChangesGuard } from "#web/features/dashboard/kit/unsaved-changes";
import { createDashboardQueryClient } from "#web/features/dashboard/queries/query-client";
import { saveSession } from "#web/lib/auth-storage";
import { type SiteContent, SiteContentProvider, siteContentOf } from "#web/lib/site-content";

export type StaffRole = Role;

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
  /** The token of a staff account of this role (made once per file); the admin is the first account. */
  tokenOf(role: Role): Promise<string>;
  /** A request to the real app, as the admin unless a token is given. */
  inject(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The JSON answer of a request to the real app that must succeed (2xx). */
  api<T = unknown>(method: InjectOptions["method"], url: string, payload?: unknown, token?: string): Promise<T>;
  /** The next request to this method and path (no query) is answered with this status instead of reaching the routes. */
  failNext(method: string, path: string, status?: number, message?: string): void;
}

/** The page's address: happy-dom resolves the dashboard's relative fetch against it and sends same-origin requests there. */
function moveWindowTo(url: string) {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
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

  beforeAll(async () => {
    const sqlite = testDatabases.find((d) => d.name === "sqlite")!;
    const created = await sqlite.create();
    drop = created.drop;
    app = (await buildApp(testConfig(created.database, { ...ADMIN_ENV, ...env }), { serveWeb: false })).app;
    // The one place the harness answers instead of the routes: a failure the real server cannot be made to give.
    app.addHook("onRequest", async (req, reply) => {
      const at = overrides.findIndex((o) => o.method === req.method && o.path === req.url.split("?")[0]);
      if (at < 0) return;
      const [o] = overrides.splice(at, 1);
      return reply.code(o!.status).send({ message: o!.message });
    });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
    moveWindowTo(`${origin}/dashboard`);
  });
  afterEach(() => {
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
    const answer = res.json() as { token: string; user: { username: string } };
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
    async signInAs(role) {
      const token = await tokenOf(role);
      saveSession(token, { ...(users.get(token) as object), twoFactorSetupRequired: false });
      return token;
    },
    async inject({ token, ...options }) {
      const auth = token ?? (await tokenOf("admin"));
      return app.inject({ remoteAddress: randomAddress(), ...options, headers: { ...bearer(auth), ...options.headers } });
    },
    async api(method, url, payload, token) {
      const res = await server.inject({ method, url, token, ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return (res.body ? res.json() : null) as never;
    },
    failNext(method, path, status = 500, message = "Something went wrong on our side. Please try again.") {
      overrides.push({ method, path, status, message });
    },
  };
  return server;
}

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
