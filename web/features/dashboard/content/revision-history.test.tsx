// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { SiteFactsSection } from "./site-facts-section";
import { siteFactsSchema } from "#contracts/content";

// An editor's History (here the site facts') against the real server: the saved
// versions newest first, an earlier one put back after asking, and a refused
// restore that changes nothing.

const server = startDashboardServer();
let initial = "";
beforeAll(async () => {
  await siteContent();
  const current = await server.api("GET /api/content/documents/:key", "/api/content/documents/site");
  const facts = siteFactsSchema.parse(current.data.data);
  initial = facts.tagline;
  await server.api("PUT /api/content/documents/:key", "/api/content/documents/site", {
    data: { ...facts, tagline: "A newer tagline" },
    revision: current.data.revision,
  });
});
const open = () => renderSection(<SiteFactsSection />, { route: "site", at: "/dashboard/site" });
const wait = { timeout: 5000 };
const tagline = async () => (await screen.findByRole("textbox", { name: /^Tagline/ }, wait)) as HTMLInputElement;

async function chooseEarlier(user: ReturnType<typeof open>["user"]) {
  await tagline();
  await user.click(screen.getByRole("button", { name: "History of site facts" }));
  const history = await screen.findByRole("dialog", { name: "History of site facts" });
  const [earlier] = await within(history).findAllByRole("button", { name: /^Restore this version/ }, wait);
  await user.click(earlier!);
  return screen.findByRole("dialog", { name: "Restore this version?" });
}

describe("History", () => {
  it("keeps the facts when the restore is refused (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const ask = await chooseEarlier(user);
    const revisions = await server.api("GET /api/content/revisions", "/api/content/revisions?key=site");
    for (const r of revisions.data) server.failNext("POST", `/api/content/revisions/${r.id}/restore`, 500);
    await user.click(within(ask).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Failed to restore this version", {}, wait)).toBeTruthy();
    expect((await tagline()).value).toBe("A newer tagline");
  });

  it("puts an earlier version back after asking (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    expect((await tagline()).value).toBe("A newer tagline");
    const ask = await chooseEarlier(user);
    expect(ask.textContent).toContain("replaces what is saved now");
    await user.click(within(ask).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Earlier version restored.", {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(async () => expect((await tagline()).value).toBe(initial), wait);
  });
});
