// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { ClassesSection } from "./classes-section";

// The Classes section (admins, counsellors and trainers, shell/sections.ts) against
// the real server: each role's empty list, a batch opened and a class made a
// holiday, a trainer seeing the batch they teach, and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<ClassesSection />, { route: "classes/:batchId?", at: "/dashboard/classes" });
const wait = { timeout: 5000 };

/** A weekend Python batch taught by the file's trainer. */
async function addBatch() {
  await server.tokenOf("trainer");
  const trainers = await server.api("GET /api/batch-trainers");
  await server.api("POST /api/content/batches", undefined, {
    courseId: "python",
    startDate: "2027-01-09",
    schedule: "weekend",
    timing: "10:00 am – 1:00 pm",
    mode: "classroom",
    duration: "3 months",
    trainerId: trainers.data[0]!.id,
  });
}

describe("Classes", () => {
  it("says there are no batches yet, to a counsellor", async () => {
    await server.signInAs("counsellor");
    open();
    expect(await screen.findByText("No batches yet. Add one under Batches.", {}, wait)).toBeTruthy();
  });

  it("tells a trainer none is given to them yet", async () => {
    await server.signInAs("trainer");
    open();
    expect(await screen.findByText("No batch is given to you yet. Ask an admin to set you as a batch's trainer.", {}, wait)).toBeTruthy();
  });

  it("opens a batch's page and marks a class ahead as a holiday (admin)", async () => {
    await addBatch();
    await server.signInAs("admin");
    const { user, router } = open();
    const batches = await screen.findByRole("list", { name: "Batches" }, wait);
    await user.click(within(batches).getByRole("button", { name: /Python/ }));
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/classes\/.+/);
    expect(await screen.findByRole("heading", { level: 1, name: "Python" }, wait)).toBeTruthy();
    expect(
      await screen.findByText(
        "No students yet. Enrol a student from their enquiry, or ask for a fee against this batch: they join it when they pay.",
        {},
        wait,
      ),
    ).toBeTruthy();
    const ahead = screen.getByRole("list", { name: "Classes ahead" });
    const [first] = within(ahead).getAllByRole("button", { name: /^Mark as a holiday: / });
    const date = first!.getAttribute("aria-label")!.replace("Mark as a holiday: ", "");
    await user.click(first!);
    expect(await screen.findByText("Marked as a holiday", {}, wait)).toBeTruthy();
    expect(await within(ahead).findByRole("button", { name: `Make a class again: ${date}` }, wait)).toBeTruthy();
  });

  it("shows a trainer the batch they teach", async () => {
    await server.signInAs("trainer");
    open();
    const batches = await screen.findByRole("list", { name: "Batches" }, wait);
    expect(within(batches).getAllByRole("button")).toHaveLength(1);
    expect(within(batches).getByRole("button").textContent).toContain("Weekends · 10:00 am – 1:00 pm");
  });

  it("shows why the batches could not be read", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/batch-rosters", 500, "The class lists are resting");
    open();
    expect((await screen.findByRole("alert", {}, wait)).textContent).toContain("Could not load the batches. The class lists are resting");
  });
});
