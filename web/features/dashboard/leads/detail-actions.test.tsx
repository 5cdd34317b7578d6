// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// A lead's follow-up actions (detail-actions.tsx): a note kept on the real server's
// timeline, an empty note refused, a failed save said so.

const server = startDashboardServer();
beforeAll(siteContent);
// The lead's dialog is loaded when first opened (enquiries-section.tsx): loaded here, so no test waits for its first load.
beforeAll(() => import("./enquiry-detail"));
const open = (id: string) => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: `/dashboard/enquiries/${id}` });
const timeline = async (id: string) => JSON.stringify((await server.api("GET /api/enquiries/:id", `/api/enquiries/${id}`)).data.timeline);

async function noteForm(name: string, user: ReturnType<typeof open>["user"]) {
  const dialog = within(await screen.findByRole("dialog", { name }));
  await user.click(await dialog.findByRole("button", { name: "Add a note" }));
  return within(dialog.getByRole("form", { name: "Add a note" }));
}

describe("Lead follow-up actions", () => {
  it.each(["admin", "counsellor"] as const)("a %s adds a note to a lead", async (role) => {
    const name = `Noted ${role}`;
    const id = await server.newLead(name);
    await server.signInAs(role);
    const { user } = open(id);
    const form = await noteForm(name, user);
    await user.type(form.getByLabelText("Note"), "Asked for weekend batch timings; call back Friday.");
    await user.click(form.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Note added")).toBeTruthy();
    expect(await timeline(id)).toContain("Asked for weekend batch timings; call back Friday.");
  });

  it("a note the server fails to save says so", async () => {
    const id = await server.newLead("Unnoted Lead");
    await server.signInAs("counsellor");
    const { user } = open(id);
    const form = await noteForm("Unnoted Lead", user);
    await user.type(form.getByLabelText("Note"), "This one is lost on the way.");
    server.failNext("POST", `/api/enquiries/${id}/activities`, 500);
    await user.click(form.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Failed to add the note")).toBeTruthy();
    expect(await timeline(id)).not.toContain("This one is lost on the way.");
  });
});
