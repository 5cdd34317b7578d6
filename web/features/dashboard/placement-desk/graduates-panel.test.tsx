// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, instituteDay } from "#contracts/institute-time";
import { PLACEMENT_MESSAGES } from "#contracts/placement-outcomes";
import { findTable, renderSection, siteContent, startDashboardServer, startMailbox } from "#web/test/dashboard/harness";
import { PlacementDeskSection } from "./desk-section";

// The desk's graduates (docs/decisions/098) against the real server, with a
// real local mail server: graduates with no outcome banded by the days since
// their latest batch ended (180, 90, 30 and under 30), those still studying or
// with an outcome left out; an outcome recorded from a graduate, its letter
// uploaded, the server's refusal said, and a confirmation request that then
// waits on the Confirmations view.

const mailbox = await startMailbox();
const server = startDashboardServer({ SMTP_URL: `smtp://127.0.0.1:${mailbox.port}` });
const today = instituteDay(Date.now());
const leads = new Map<string, string>();
const employers = new Map<string, string>();

/** A batch of `course` that started `daysAgo` days ago, lasting `duration`. */
async function batch(daysAgo: number, duration = "2 weeks", courseId = "java") {
  const answer = await server.api("POST /api/content/batches", undefined, {
    courseId,
    startDate: addDays(today, -daysAgo),
    schedule: "weekday",
    timing: "7:00 am – 9:00 am",
    mode: "classroom",
    duration,
  });
  return answer.data.id;
}

async function student(name: string, ...batches: string[]) {
  const lead = await server.newLead(name);
  for (const id of batches) await server.api("POST /api/batches/:id/students", `/api/batches/${id}/students`, { leadId: lead });
  leads.set(name, lead);
  return lead;
}

beforeAll(async () => {
  await siteContent();
  for (const [name, contactEmail] of [
    ["Infosys", "hr@infosys.example"],
    ["NoMail Corp", undefined],
  ] as const)
    employers.set(name, (await server.api("POST /api/employers", undefined, { name, contactEmail })).data._id);
  // Two weeks long: each ends 13 days after it starts.
  const ended200 = await batch(220);
  const ended100 = await batch(120, "2 weeks", "python");
  const ended40 = await batch(60);
  const ended10 = await batch(20);
  const running = await batch(5, "3 months");
  await student("Anu Old", ended200);
  await student("Bala Mid", ended100);
  await student("Chitra Recent", ended40);
  await student("Dev New", ended10);
  await student("Esha Running", running);
  // Still studying: a later batch that has not ended.
  await student("Hari Twice", ended200, running);
  const farid = await student("Farid Recorded", ended100);
  await server.api("PUT /api/students/:leadId/outcome", `/api/students/${farid}/outcome`, { code: "seeking" });
  const gopi = await student("Gopi Claimed", ended200);
  await server.api("PUT /api/students/:leadId/outcome", `/api/students/${gopi}/outcome`, {
    code: "in_field_full_time",
    employerId: employers.get("Infosys"),
    role: "Developer",
  });
});

const open = (at = "/dashboard/placement-desk/graduates") => renderSection(<PlacementDeskSection />, { route: "placement-desk/:view?/:id?", at });
const names = async (caption: string) =>
  (await findTable(caption))
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]!.textContent);

describe("Graduates on the placement desk", () => {
  it("bands the graduates with no outcome by days since their latest batch ended; the claimed ones apart", async () => {
    await server.signInAs("placement");
    open();
    const table = await findTable("Graduates with no outcome");
    const rows = table
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell"));
    // Longest waiting first; each flagged with its band (the batches are two weeks long: each ends 13 days after it starts).
    expect(rows.map((cells) => [cells[0]!.textContent, cells[1]!.textContent, cells[3]!.textContent])).toEqual([
      ["Anu Old", "Java", "207 days180+ days"],
      ["Bala Mid", "Python", "107 days90+ days"],
      ["Chitra Recent", "Java", "47 days30+ days"],
      ["Dev New", "Java", "7 daysUnder 30 days"],
    ]);
    expect(screen.getByRole("list", { name: "Graduates with no outcome by days since their batch ended" }).textContent).toBe(
      "180+ days: 190+ days: 130+ days: 1Under 30 days: 1",
    );
    expect(await names("Graduates with a claimed outcome")).toEqual(["Gopi Claimed"]);
    for (const absent of ["Esha Running", "Hari Twice", "Farid Recorded"]) expect(screen.queryAllByText(absent)).toEqual([]);
  });

  it("records an outcome from a graduate, says why the employer cannot be asked, and takes the letter", async () => {
    await server.signInAs("placement");
    const { user, router } = open();
    await user.click((await screen.findAllByRole("link", { name: "Record outcome: Bala Mid" }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/placement-desk/graduates/${leads.get("Bala Mid")}`));
    const dialog = within(await screen.findByRole("dialog", { name: "Outcome of Bala Mid" }));
    expect(await dialog.findByText("Nothing on record yet.")).toBeTruthy();
    await user.selectOptions(dialog.getByRole("combobox", { name: "Outcome" }), "In field, full time");
    await waitFor(() => expect(dialog.getByRole("option", { name: "NoMail Corp" })).toBeTruthy());
    await user.selectOptions(dialog.getByRole("combobox", { name: "Employer" }), "NoMail Corp");
    await user.type(dialog.getByRole("textbox", { name: /^Role/ }), "Analyst");
    await user.type(dialog.getByRole("textbox", { name: /^Base pay a month/ }), "22,000");
    await user.type(dialog.getByRole("textbox", { name: /^CTC a year/ }), "3,00,000");
    await user.click(dialog.getByRole("button", { name: "Save outcome" }));
    expect(await screen.findByText("Outcome saved")).toBeTruthy();
    expect(await dialog.findByText("Claimed, not proven")).toBeTruthy();
    expect(dialog.getByText("Analyst at NoMail Corp")).toBeTruthy();

    // The server's reason, in its words: the employer has no contact email.
    await user.click(dialog.getByRole("button", { name: "Ask the employer to confirm" }));
    expect(await screen.findByText(PLACEMENT_MESSAGES.noContactEmail("NoMail Corp"))).toBeTruthy();

    await user.upload(dialog.getByLabelText("Offer or joining letter"), new File(["%PDF-1.4\n%%EOF\n"], "offer.pdf", { type: "application/pdf" }));
    await user.click(dialog.getByRole("button", { name: "Upload letter" }));
    expect(await screen.findByText("Letter added")).toBeTruthy();
    expect(await dialog.findByText("Letter on file")).toBeTruthy();
    expect(dialog.getByText("On file: offer.pdf")).toBeTruthy();
    const stored = (await server.api("GET /api/students/:leadId/outcome", `/api/students/${leads.get("Bala Mid")}/outcome`)).data;
    expect(stored).toMatchObject({ code: "in_field_full_time", status: "documented", role: "Analyst", baseSalaryMonthly: 22000, ctcAnnual: 300000 });

    // Closed, the address is the list's again, and Bala has left it.
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/placement-desk/graduates"));
    await waitFor(() => expect(screen.queryAllByText("Bala Mid")).toEqual([]));
  });

  it("asks the employer to confirm a claimed job by email; the request waits under Confirmations", async () => {
    await server.signInAs("admin");
    const { user, router } = open(`/dashboard/placement-desk/graduates/${leads.get("Gopi Claimed")}`);
    const dialog = within(await screen.findByRole("dialog", { name: "Outcome of Gopi Claimed" }));
    await user.click(await dialog.findByRole("button", { name: "Ask the employer to confirm" }));
    expect(await screen.findByText("Confirmation link emailed to hr@infosys.example")).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/placement-desk/graduates"));
    await user.click(within(screen.getByRole("navigation", { name: "Placement desk" })).getByRole("link", { name: "Confirmations" }));
    const row = (await findTable("Confirmation requests pending")).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Gopi Claimed");
    expect(row.textContent).toContain("Infosys");
    expect(row.textContent).toContain("hr@infosys.example");
    await waitFor(() => expect(mailbox.received.some((m) => m.includes("hr@infosys.example"))).toBe(true));
  });
});
