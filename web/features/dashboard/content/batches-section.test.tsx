// @vitest-environment dashboard
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { BatchesSection } from "./batches-section";

// The Batches section (admins and editors, shell/sections.ts) against the real
// server: empty, a batch checked then added, a refused add and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<BatchesSection />, { route: "batches", at: "/dashboard/batches" });

/** Opens the Add batch form, offered once the courses to choose from are read. */
async function openAdd(user: ReturnType<typeof open>["user"]) {
  const add = await screen.findByRole("button", { name: "Add batch" }, { timeout: 5000 });
  await waitFor(() => expect(add.hasAttribute("disabled")).toBe(false), { timeout: 5000 });
  await user.click(add);
  return screen.getByRole("dialog", { name: "Add batch" });
}

/** Fills the Add batch form with a weekend Python batch starting `start`. */
async function fill(user: ReturnType<typeof open>["user"], dialog: HTMLElement, start: string) {
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Course" }), "Python");
  fireEvent.change(within(dialog).getByLabelText("Start date"), { target: { value: start } });
  await user.click(within(dialog).getByRole("radio", { name: "Weekend batch" }));
  await user.type(within(dialog).getByRole("textbox", { name: /^Timing/ }), "10:00 am – 1:00 pm");
  await user.type(within(dialog).getByRole("textbox", { name: /^Duration/ }), "3 months");
}

describe("Batches", () => {
  it("says there are none yet, to an editor", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("No batches yet. Add the next start date of a course.", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("checks a batch in the browser, then adds it to the list (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole("button", { name: "Add batch" }));
    expect(within(dialog).getByText("Course is required")).toBeTruthy();

    await fill(user, dialog, "2027-01-09");
    await user.click(within(dialog).getByRole("button", { name: "Add batch" }));
    expect(await screen.findByText("Batch added. The course page shows it within a few seconds.", {}, { timeout: 15_000 })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Batches" }, { timeout: 5000 });
    const row = within(table)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes("Python"));
    expect(row?.textContent).toContain("10:00 am – 1:00 pm");
  });

  it("keeps the form and its typing when the server refuses the add", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const dialog = await openAdd(user);
    await fill(user, dialog, "2027-02-06");
    server.failNext("POST", "/api/content/batches", 500);
    await user.click(within(dialog).getByRole("button", { name: "Add batch" }));
    expect(await screen.findByText("Failed to add the batch", {}, { timeout: 5000 })).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: /^Timing/ }) as HTMLInputElement).value).toBe("10:00 am – 1:00 pm");
  });

  it("shows why the list could not be read", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/content/batches", 500, "The batches are resting");
    open();
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("The batches are resting");
  });
});
