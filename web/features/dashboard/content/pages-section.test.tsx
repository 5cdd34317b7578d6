// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PagesSection } from "./pages-section";
import { whyChooseSchema } from "#contracts/content";

// The Pages section (admins and editors, shell/sections.ts) against the real
// server: a page's tab by its address, a point saved, a page with no trainers yet,
// and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = (page: string) => renderSection(<PagesSection />, { route: "pages", at: `/dashboard/pages?page=${page}` });
const wait = { timeout: 5000 };

describe("Pages", () => {
  it("opens the tab its address names, and another tab is another address (editor)", async () => {
    await server.signInAs("editor");
    const { user, router } = open("why-choose");
    expect(screen.getByRole("tab", { name: "Why choose us" }).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Trainers" }));
    expect(router.state.location.search).toBe("?page=trainers");
    const panel = screen.getByRole("tabpanel", { name: "Trainers" });
    // No trainer until staff add one.
    expect(await within(panel).findByText("None yet.", {}, wait)).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Add trainer" })).toBeTruthy();
  });

  it("saves a changed point of 'Why choose us' (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open("why-choose");
    const panel = screen.getByRole("tabpanel", { name: "Why choose us" });
    const [title] = await within(panel).findAllByRole("textbox", { name: /^Title/ }, wait);
    await user.clear(title!);
    await user.type(title!, "Small batches, real projects");
    await user.click(within(panel).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Why choose us saved. The site shows the change within a few seconds.", {}, { timeout: 15_000 })).toBeTruthy();
    const stored = await server.api("GET /api/content/documents/:key", "/api/content/documents/why-choose");
    expect(whyChooseSchema.parse(stored.data.data)[0]?.title).toBe("Small batches, real projects");
  });

  it("shows why a page could not be read, and Retry reads it", async () => {
    await server.signInAs("editor");
    server.failNext("GET", "/api/content/documents/facilities", 500, "The page is resting");
    const { user } = open("facilities");
    const alert = await screen.findByRole("alert", {}, wait);
    expect(alert.textContent).toContain("Could not load Facilities.");
    expect(alert.textContent).toContain("The page is resting");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull(), wait);
  });
});
