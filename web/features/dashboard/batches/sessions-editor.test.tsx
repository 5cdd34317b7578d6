// @vitest-environment dashboard
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { ClassesSection } from "./classes-section";

// A batch's classes ahead, on its page in the Classes section against the real
// server: an extra class added by its trainer, a refused change, and the list of
// classes offered to admins and trainers only.

const server = startDashboardServer();
let batchId = "";
beforeAll(async () => {
  await siteContent();
  await server.tokenOf("trainer");
  const trainers = await server.api("GET /api/batch-trainers");
  const added = await server.api("POST /api/content/batches", undefined, {
    courseId: "java",
    startDate: "2027-03-01",
    schedule: "weekday",
    timing: "6:00 – 8:00 pm",
    mode: "classroom",
    duration: "2 months",
    trainerId: trainers.data[0]!.id,
  });
  batchId = added.data.id;
});
const open = () => renderSection(<ClassesSection />, { route: "classes/:batchId?", at: `/dashboard/classes/${batchId}` });
const wait = { timeout: 5000 };

describe("Classes ahead", () => {
  it("lets the trainer add an extra class", async () => {
    await server.signInAs("trainer");
    const { user } = open();
    const ahead = await screen.findByRole("list", { name: "Classes ahead" }, wait);
    fireEvent.change(screen.getByLabelText("Extra class on"), { target: { value: "2027-03-06" } });
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Extra class added", {}, wait)).toBeTruthy();
    expect(await within(ahead).findByText(/· extra class/, {}, wait)).toBeTruthy();
  });

  it("says a refused change was not saved and keeps the class as it was (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const ahead = await screen.findByRole("list", { name: "Classes ahead" }, wait);
    const [first] = within(ahead).getAllByRole("button", { name: /^Mark as a holiday: / });
    const label = first!.getAttribute("aria-label")!;
    const sessions = await server.api("GET /api/batches/:id/sessions", `/api/batches/${batchId}/sessions`);
    for (const s of sessions.data.sessions) server.failNext("PATCH", `/api/sessions/${s.id}`, 500);
    await user.click(first!);
    expect(await screen.findByText("Not saved", {}, wait)).toBeTruthy();
    expect(within(ahead).getByRole("button", { name: label })).toBeTruthy();
  });

  it("is not offered to a counsellor, who sees the register and the class list", async () => {
    await server.signInAs("counsellor");
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Java" }, wait)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Classes ahead" })).toBeNull();
  });
});
