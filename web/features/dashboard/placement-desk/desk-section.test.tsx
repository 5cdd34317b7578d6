// @vitest-environment dashboard
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/institute-time";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { findTable, renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PlacementDeskSection } from "./desk-section";

// The placement desk (docs/decisions/098) against the real server: its empty
// states, employers added (a duplicate name refused beside the field), a drive
// added through its form and listed with its applications per stage, a failed
// read, and the server's refusal of a role that is not the officer's.

const server = startDashboardServer();
beforeAll(siteContent);
const open = (at = "/dashboard/placement-desk") => renderSection(<PlacementDeskSection />, { route: "placement-desk/:view?/:id?", at });
const today = instituteDay(Date.now());

/** A student on a running Java batch (so they may apply to a Java drive). */
async function javaStudent(name: string) {
  const batch = await server.api("POST /api/content/batches", undefined, {
    courseId: "java",
    startDate: addDays(today, -5),
    schedule: "weekday",
    timing: "7:00 am – 9:00 am",
    mode: "classroom",
    duration: "3 months",
  });
  const lead = await server.newLead(name);
  await server.api("POST /api/batches/:id/students", `/api/batches/${batch.data.id}/students`, { leadId: lead });
  return lead;
}

describe("Placement desk", () => {
  it("says what each view holds while there is nothing yet, to the placement officer", async () => {
    await server.signInAs("placement");
    const { user } = open();
    expect(await screen.findByText("No drives yet. Add an employer, then its first drive.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Placement desk" })).toBeTruthy();
    const views = screen.getByRole("navigation", { name: "Placement desk" });
    expect(within(views).getByRole("link", { name: "Drives" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(views).getByRole("link", { name: "Employers" }));
    expect(await screen.findByText("No employers yet. Add the first one, then its drives.")).toBeTruthy();
    expect(within(views).getByRole("link", { name: "Employers" }).getAttribute("aria-current")).toBe("page");
    await user.click(within(views).getByRole("link", { name: "Graduates" }));
    expect(await screen.findByText("No graduates yet: no batch with students has ended.")).toBeTruthy();
    await user.click(within(views).getByRole("link", { name: "Confirmations" }));
    expect(await screen.findByText("No confirmation requests waiting. Ask an employer from a graduate's outcome.")).toBeTruthy();
  });

  it("adds an employer; the same name again, case and spacing aside, is refused beside the name", async () => {
    await server.signInAs("placement");
    const { user } = open("/dashboard/placement-desk/employers");
    await user.click(await screen.findByRole("button", { name: "Add employer" }));
    let dialog = screen.getByRole("dialog", { name: "Add employer" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Zoho Corporation");
    await user.type(within(dialog).getByRole("textbox", { name: /^Contact email/ }), "hiring@zoho.example");
    await user.click(within(dialog).getByRole("button", { name: "Add employer" }));
    expect(await screen.findByText("Employer added")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = (await findTable("Employers")).getAllByRole("row").find((r) => r.textContent?.includes("Zoho Corporation"));
    expect(row?.textContent).toContain("hiring@zoho.example");

    await user.click(screen.getByRole("button", { name: "Add employer" }));
    dialog = screen.getByRole("dialog", { name: "Add employer" });
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.type(name, "zoho   corporation");
    await user.click(within(dialog).getByRole("button", { name: "Add employer" }));
    const message = PLACEMENT_MESSAGES.employerExists("zoho corporation");
    expect(await within(dialog).findByText(message)).toBeTruthy();
    // The message is the name field's own: marked invalid, described by it, and the keyboard is there.
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(message);
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole("dialog", { name: "Add employer" })).toBeTruthy();
  });

  it("adds a drive with base pay and CTC apart, and lists it with its applications per stage (an admin)", async () => {
    await server.api("POST /api/employers", undefined, { name: "Freshworks" });
    const lead = await javaStudent("Karthik Apply");
    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add drive" }));
    const dialog = screen.getByRole("dialog", { name: "Add drive" });
    await waitFor(() => expect(within(dialog).getByRole("option", { name: "Freshworks" })).toBeTruthy());
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Employer" }), "Freshworks");
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Freshworks campus 2027");
    await user.type(within(dialog).getByRole("textbox", { name: "Role" }), "Support engineer");
    // Checked in the browser first: a drive is for at least one course.
    await user.click(within(dialog).getByRole("button", { name: "Add drive" }));
    expect(await within(dialog).findByText("Choose at least one course")).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "Java" }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Base pay a month/ }), "25,000");
    await user.type(within(dialog).getByRole("textbox", { name: /^CTC a year/ }), "4,20,000");
    fireEvent.change(within(dialog).getByLabelText("Last date to apply"), { target: { value: addDays(today, 30) } });
    await user.click(within(dialog).getByRole("button", { name: "Add drive" }));
    expect(await screen.findByText("Drive added")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const row = () =>
      within(screen.getByRole("table", { name: "Placement drives" }))
        .getAllByRole("row")
        .find((r) => r.textContent?.includes("Freshworks campus 2027"))!;
    expect(row().textContent).toContain("Support engineer at Freshworks");
    expect(row().textContent).toContain("Base pay ₹25,000 a month");
    expect(row().textContent).toContain("CTC ₹4,20,000 a year");
    expect(row().textContent).toContain("No applications yet");

    // A student applies from their own page; the list, read again, counts it.
    const drive = (await server.api("GET /api/placement-drives")).data.find((d) => d.title === "Freshworks campus 2027")!;
    expect(drive).toMatchObject({ baseSalaryMonthly: 25000, ctcAnnual: 420000, courses: ["java"], eligibility: { minAttendance: null } });
    await server.api("POST /api/student/drives/:id/apply", `/api/student/drives/${drive._id}/apply`, undefined, await server.studentToken(lead));
    const views = screen.getByRole("navigation", { name: "Placement desk" });
    await user.click(within(views).getByRole("link", { name: "Employers" }));
    await user.click(within(views).getByRole("link", { name: "Drives" }));
    await waitFor(() => expect(within(row()).getByRole("list", { name: "Applications to Freshworks campus 2027 by stage" }).textContent).toBe("Applied 1"));
  });

  it("shows why the drives could not be read, and Retry reads them again", async () => {
    await server.signInAs("placement");
    server.failNext("GET", "/api/placement-drives", 500, "The drives are resting");
    const { user } = open();
    expect((await screen.findByRole("alert")).textContent).toContain("The drives are resting");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Placement drives" })).toBeTruthy();
  });

  it("is the officer's and the admins': the server refuses a counsellor's reads, and the desk says so", async () => {
    await server.signInAs("counsellor");
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load drives.");
  });
});
