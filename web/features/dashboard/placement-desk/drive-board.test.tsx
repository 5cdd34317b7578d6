// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/institute-time";
import { findTable, renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PlacementDeskSection } from "./desk-section";

// A drive's board on the placement desk (docs/decisions/098), at its own address,
// against the real server: applications grouped by stage with each student's
// course, moved on with the keyboard's controls (a select and a button, a round
// and a note), and the drives' counts read again after a move.

const server = startDashboardServer();
const today = instituteDay(Date.now());
let drive: string;

beforeAll(async () => {
  await siteContent();
  const employer = await server.api("POST /api/employers", undefined, { name: "Zoho" });
  drive = (
    await server.api("POST /api/placement-drives", undefined, {
      employerId: employer.data._id,
      title: "Zoho campus drive",
      role: "Java developer",
      courses: ["java", "python"],
      baseSalaryMonthly: 30000,
      lastDate: addDays(today, 20),
    })
  ).data._id;
  for (const [course, name] of [
    ["java", "Deepa Board"],
    ["python", "Ezhil Board"],
  ] as const) {
    const batch = await server.api("POST /api/content/batches", undefined, {
      courseId: course,
      startDate: addDays(today, -5),
      schedule: "weekday",
      timing: "7:00 am – 9:00 am",
      mode: "classroom",
      duration: "3 months",
    });
    const lead = await server.newLead(name);
    await server.api("POST /api/batches/:id/students", `/api/batches/${batch.data.id}/students`, { leadId: lead });
    await server.api("POST /api/student/drives/:id/apply", `/api/student/drives/${drive}/apply`, undefined, await server.studentToken(lead));
  }
});

const open = (at: string) => renderSection(<PlacementDeskSection />, { route: "placement-desk/:view?/:id?", at });
const column = (stage: string) => within(screen.getByRole("heading", { level: 2, name: new RegExp(`^${stage}`) }).closest("section")!);

describe("A drive's board", () => {
  it("moves an application to the next stage with a round and a note; the card moves column and the server keeps it", async () => {
    await server.signInAs("placement");
    const { user } = open(`/dashboard/placement-desk/drives/${drive}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Zoho campus drive" })).toBeTruthy();
    expect(screen.getByText("Java developer at Zoho")).toBeTruthy();
    const applied = column("Applied");
    const deepa = within(applied.getByRole("form", { name: "Application of Deepa Board" }));
    // Each card says the student's course for the drive.
    expect(deepa.getByText("Java")).toBeTruthy();
    expect(within(applied.getByRole("form", { name: "Application of Ezhil Board" })).getByText("Python")).toBeTruthy();
    expect(column("Shortlisted").getByText("None")).toBeTruthy();

    // Nothing to move until a stage, round or note is changed.
    expect((deepa.getByRole("button", { name: "Move Deepa Board" }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(deepa.getByRole("combobox", { name: "Stage of Deepa Board" }), "Shortlisted");
    const more = deepa.getByRole("button", { name: "Round or note" });
    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    await user.type(deepa.getByRole("textbox", { name: "Round for Deepa Board" }), "Aptitude test");
    await user.type(deepa.getByRole("textbox", { name: "Note on Deepa Board" }), "Strong in Java basics");
    await user.click(deepa.getByRole("button", { name: "Move Deepa Board" }));
    expect(await screen.findByText("Deepa Board: Shortlisted")).toBeTruthy();

    await waitFor(() => expect(column("Shortlisted").getByRole("form", { name: "Application of Deepa Board" })).toBeTruthy());
    expect(column("Shortlisted").getByText("Aptitude test")).toBeTruthy();
    expect(column("Applied").queryByRole("form", { name: "Application of Deepa Board" })).toBeNull();
    const stored = (await server.api("GET /api/placement-drives/:id/applications", `/api/placement-drives/${drive}/applications`)).data;
    expect(stored.find((a) => a.name === "Deepa Board")).toMatchObject({ stage: "shortlisted", round: "Aptitude test", note: "Strong in Java basics" });

    // Back to the drives: the counts are read again.
    await user.click(screen.getByRole("link", { name: "← All drives" }));
    const drives = await findTable("Placement drives");
    await waitFor(() => expect(drives.getByRole("list", { name: "Applications to Zoho campus drive by stage" }).textContent).toBe("Applied 1Shortlisted 1"));
  });

  it("says when the drive's applications could not be read", async () => {
    await server.signInAs("placement");
    server.failNext("GET", `/api/placement-drives/${drive}/applications`, 500, "The board is resting");
    open(`/dashboard/placement-desk/drives/${drive}`);
    expect((await screen.findByRole("alert")).textContent).toContain("The board is resting");
  });
});
