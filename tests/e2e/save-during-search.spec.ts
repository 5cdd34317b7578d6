import type { APIResponse } from "@playwright/test";
import { expect, test } from "./test";
import { E2E_ADMIN } from "../../playwright.config";
import { logIn, openSection, search, toast, unique } from "./helpers/staff";

// A save made while a new search of the same list is still loading
// (docs/decisions/058): the search's answer was read before the save and must
// never show after it. The list's answer here is the real server's, read when
// the browser asked and only held back until the save is done, as a slow
// network would.

test("a save made while a search is loading is what the table shows once the search answers", async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = unique("Stale Search");
  const signin = await request.post("/api/auth/signin", { data: E2E_ADMIN });
  const { token } = (await signin.json()) as { token: string };
  const added = await request.post("/api/placements/add", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      id: `STU${Date.now().toString(36).slice(-6)}`,
      name,
      course: "Python",
      degree: "B.Sc. Physics",
      placement: "Placed at Zoho",
      date: "2026-10-01",
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await logIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await openSection(page, "Placement Record", "placements");
  // A first search shows the record…
  await search(page, "placements", name.slice(0, -2));
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Placed at Zoho");

  // …then a second, longer one is asked, and its answer (read from the server now) is held back.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let delivered!: () => void;
  const handled = new Promise<void>((resolve) => (delivered = resolve));
  let heldAnswer!: (answer: APIResponse) => void;
  const asked = new Promise<APIResponse>((resolve) => (heldAnswer = resolve));
  let first = true;
  await page.route(
    (url) => url.pathname === "/api/placements" && url.searchParams.get("q") === name,
    async (route) => {
      if (!first) return route.continue();
      first = false;
      const answer = await route.fetch();
      heldAnswer(answer);
      await released;
      // A request the page cancelled meanwhile has no one left to answer.
      await route.fulfill({ response: answer }).catch(() => undefined);
      delivered();
    },
  );
  await search(page, "placements", name);
  const answer = await asked;
  expect(((await answer.json()) as { data: { placement: string }[] }).data[0]?.placement).toBe("Placed at Zoho");

  // While it loads, the row on screen is edited and saved.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit placement" });
  await dialog.getByLabel("Placement status").fill("Placed at Freshworks");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Placement updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The search's answer, read before the save, now arrives (or finds its request cancelled).
  release();
  await handled;
  await expect(row).toContainText("Placed at Freshworks");
  await expect(row).not.toContainText("Placed at Zoho");
  await expect(page.getByRole("searchbox", { name: "Search placements" })).toHaveValue(name);
});
