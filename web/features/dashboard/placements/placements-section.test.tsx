// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PlacementsSection } from "./placements-section";

// The Placement Record section (admins and editors, shell/sections.ts) against the
// real server: empty, added through its form, paged and searched by the server,
// and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
afterEach(() => vi.restoreAllMocks());
const open = () => renderSection(<PlacementsSection />, { route: "placements", at: "/dashboard/placements" });

/** Adds a placement through the API as the admin, with the multipart body the form sends. */
async function addPlacement(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ course: "Python", date: "2026-01-01", placement: "Developer", ...fields })) body.append(key, value);
  const sent = new Response(body);
  const res = await server.inject({
    method: "POST",
    url: "/api/placements/add",
    payload: Buffer.from(await sent.arrayBuffer()),
    headers: { "content-type": sent.headers.get("content-type")! },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const table = () => screen.getByRole("table", { name: "Placement records" });

describe("Placement Record", () => {
  it("says there are none yet, to an editor", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("No placement records yet. Add the first one.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Placement Record" })).toBeTruthy();
  });

  it("adds a placement through its form; the row shows it and a toast says so (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await screen.findByText("No placement records yet. Add the first one.");
    await user.click(screen.getByRole("button", { name: "Add placement" }));
    const dialog = screen.getByRole("dialog", { name: "Add placement" });
    // Checked in the browser first: nothing is sent without a name.
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(within(dialog).getByText("Name is required")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Kavya Ramesh");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Course" }), "Python");
    await user.type(within(dialog).getByRole("textbox", { name: /^Placement status/ }), "Placed at Zoho");
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(await screen.findByText("Placement added successfully")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = within(await screen.findByRole("table", { name: "Placement records" }))
      .getAllByRole("row")
      .find((r) => r.textContent?.includes("Kavya Ramesh"));
    expect(row?.textContent).toContain("Placed at Zoho");
    expect(within(row!).getByRole("button", { name: "Edit Kavya Ramesh" })).toBeTruthy();
  });

  it("keeps the form open with the typing when the server refuses the save", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add placement" }));
    const dialog = screen.getByRole("dialog", { name: "Add placement" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Arun K");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Course" }), "Python");
    await user.type(within(dialog).getByRole("textbox", { name: /^Placement status/ }), "Placed at TCS");
    server.failNext("POST", "/api/placements/add", 500);
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(await screen.findByText("Failed to add placement")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add placement" })).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Arun K");
  });

  it("shows why the list could not be read, and Retry reads it again", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/placements", 500, "The records are resting");
    const { user } = open();
    expect((await screen.findByRole("alert")).textContent).toContain("The records are resting");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Placement records" })).toBeTruthy();
  });

  // Moved from tests/e2e/dashboard-paging.spec.ts: the table reads one page of 4
  // rows from the server, never the whole list, and the server answers its search.
  it("is paged and searched by the server, 4 rows at a time, newest first", async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    for (let i = 1; i <= 3; i++) await addPlacement({ name: `Other x ${i}`, course: "Java" });
    for (let i = 1; i <= 6; i++)
      await addPlacement({ name: `${tag} Student ${i}`, course: "AWS", date: `2026-01-0${i}`, placement: `Cloud support at ${tag} Corp` });
    const fetches = vi.spyOn(globalThis, "fetch");
    const reads = () =>
      fetches.mock.calls
        .map(([input]) => new URL(String(input instanceof Request ? input.url : input), server.origin))
        .filter((u) => u.pathname === "/api/placements");

    await server.signInAs("admin");
    const { user } = open();
    expect(await screen.findByText(/Page 1 of ([3-9]|\d{2,})/)).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search placements" }), tag.toUpperCase());
    expect(await screen.findByText("Page 1 of 2", {}, { timeout: 5000 })).toBeTruthy();
    const tagged = () =>
      within(table())
        .getAllByRole("row")
        .filter((r) => r.textContent?.includes(tag));
    await waitFor(() => expect(tagged().map((r) => within(r).getAllByRole("cell")[2]?.textContent)).toEqual([6, 5, 4, 3].map((n) => `${tag} Student ${n}`)));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(tagged().map((r) => within(r).getAllByRole("cell")[2]?.textContent)).toEqual([2, 1].map((n) => `${tag} Student ${n}`)));

    expect(reads().some((u) => u.searchParams.get("q") === tag.toUpperCase())).toBe(true);
    expect(reads().length).toBeGreaterThan(0);
    for (const url of reads()) expect(url.searchParams.get("limit")).toBe("4");
  });
});
