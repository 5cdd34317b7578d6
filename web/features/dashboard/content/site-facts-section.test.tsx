// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { SiteFactsSection } from "./site-facts-section";
import { siteFactsSchema } from "#contracts/content";

// The Site facts section (admins and editors, shell/sections.ts) against the real
// server: a fact saved, its history before any save, someone else's newer save
// (moved from tests/e2e/unsaved-changes.spec.ts), and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<SiteFactsSection />, { route: "site", at: "/dashboard/site" });
const tagline = async () => (await screen.findByRole("textbox", { name: /^Tagline/ }, { timeout: 5000 })) as HTMLInputElement;

describe("Site facts", () => {
  it("before any save says so, and History holds only the initial content (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await tagline();
    expect(screen.getByText("Initial content, not edited yet")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "History of site facts" }));
    const history = await screen.findByRole("dialog", { name: "History of site facts" });
    expect(await within(history).findByText("Current version")).toBeTruthy();
    expect(within(history).getByText("Initial content")).toBeTruthy();
    expect(within(history).queryByRole("button", { name: /^Restore this version/ })).toBeNull();
  });

  it("saves a changed tagline: said in a toast, nothing left unsaved, stored on the server (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const field = await tagline();
    await user.clear(field);
    await user.type(field, "Courses that lead to jobs");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved. The site shows the change within a few seconds.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull());
    const stored = await server.api("GET /api/content/documents/:key", "/api/content/documents/site");
    expect(siteFactsSchema.parse(stored.data.data).tagline).toBe("Courses that lead to jobs");
  });

  // Moved from tests/e2e/unsaved-changes.spec.ts.
  it("keeps what was typed when someone else saved first; Reload shows theirs", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const field = await tagline();
    const saved = field.value;
    await user.type(field, " (draft)");

    // A colleague saves meanwhile: the same facts, a newer revision.
    const current = await server.api("GET /api/content/documents/:key", "/api/content/documents/site");
    await server.api("PUT /api/content/documents/:key", "/api/content/documents/site", { data: current.data.data, revision: current.data.revision });

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const conflict = await screen.findByText(/^Not saved:/);
    expect(conflict.closest('[role="alert"]')?.textContent).toContain("Someone else saved this first: reload to see their change.");
    expect(field.value).toBe(`${saved} (draft)`);
    await user.click(within(conflict.closest('[role="alert"]') as HTMLElement).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).toBeNull());
    await waitFor(async () => expect((await tagline()).value).toBe(saved));
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });

  it("shows why the facts could not be read, and Retry reads them", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/content/documents/site", 500, "The facts are resting");
    const { user } = open();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load the site facts.");
    expect(alert.textContent).toContain("The facts are resting");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await tagline()).toBeTruthy();
  });
});
