// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// A lead's page (/dashboard/enquiries/:id, admins and counsellors): opened from its
// address, its status changed on the real server, and a lead that is not there.

const server = startDashboardServer();
beforeAll(siteContent);
// The lead's dialog is loaded when first opened (enquiries-section.tsx): loaded here, so no test waits for its first load.
beforeAll(() => import("./enquiry-detail"));
const open = (id: string) => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: `/dashboard/enquiries/${id}` });
const statusOf = async (id: string) => (await server.api("GET /api/enquiries/:id", `/api/enquiries/${id}`)).data;

describe("A lead's page", () => {
  it.each(["admin", "counsellor"] as const)("a %s marks a new lead contacted", async (role) => {
    const id = await server.newLead(`Detail ${role}`);
    await server.signInAs(role);
    const { user } = open(id);
    const dialog = within(await screen.findByRole("dialog", { name: `Detail ${role}` }));
    await user.selectOptions(await dialog.findByRole("combobox", { name: "Status" }), "contacted");
    expect(await screen.findByText("Marked as contacted")).toBeTruthy();
    expect((await statusOf(id)).status).toBe("contacted");
  });

  it("a lead that is not there says it could not be loaded, with the server's reason", async () => {
    await server.signInAs("admin");
    open("0123456789abcdef01234567");
    expect(await screen.findByText(/Could not load this enquiry\./)).toBeTruthy();
  });
});
