// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// A lead's pipeline (detail-pipeline.tsx): "Not interested" asks why first, and the
// reason is kept by the real server; Cancel changes nothing.

const server = startDashboardServer();
beforeAll(siteContent);
// The lead's dialog is loaded when first opened (enquiries-section.tsx): loaded here, so no test waits for its first load.
beforeAll(() => import("./enquiry-detail"));
const open = (id: string) => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: `/dashboard/enquiries/${id}` });
const leadOf = async (id: string) => (await server.api("GET /api/enquiries/:id", `/api/enquiries/${id}`)).data;

describe("Lead pipeline", () => {
  it.each(["admin", "counsellor"] as const)("a %s marks a lead not interested, saying why", async (role) => {
    const id = await server.newLead(`Lost ${role}`);
    await server.signInAs(role);
    const { user } = open(id);
    const dialog = within(await screen.findByRole("dialog", { name: `Lost ${role}` }));
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Status" }), "lost");
    await user.type(dialog.getByLabelText("Why is Lost not interested?"), "Fees are too high");
    await user.click(dialog.getByRole("button", { name: "Mark not interested" }));
    expect(await screen.findByText("Marked as not interested")).toBeTruthy();
    expect(await leadOf(id)).toMatchObject({ status: "lost", lostReason: "Fees are too high" });
    expect(await dialog.findByText("Reason: Fees are too high")).toBeTruthy();
  });

  it("Cancel leaves the lead as it was", async () => {
    const id = await server.newLead("Kept Lead");
    await server.signInAs("counsellor");
    const { user } = open(id);
    const dialog = within(await screen.findByRole("dialog", { name: "Kept Lead" }));
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Status" }), "lost");
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    expect((dialog.getByRole("combobox", { name: "Status" }) as HTMLSelectElement).value).toBe("new");
    expect((await leadOf(id)).status).toBe("new");
  });

  it("shows the server's failure to save a status", async () => {
    const id = await server.newLead("Failing Lead");
    await server.signInAs("admin");
    server.failNext("PATCH", `/api/enquiries/${id}`, 500);
    const { user } = open(id);
    const dialog = within(await screen.findByRole("dialog", { name: "Failing Lead" }));
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Status" }), "contacted");
    expect(await screen.findByText("Failed to update the status")).toBeTruthy();
    expect((await leadOf(id)).status).toBe("new");
  });
});
