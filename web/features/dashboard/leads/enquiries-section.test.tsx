// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// The inbox (admins and counsellors, shell/sections.ts): the leads the real server
// answers, a lead opened at its own path, and a refusal for any other role.

const server = startDashboardServer();
beforeAll(siteContent);
// The lead's dialog is loaded when first opened (enquiries-section.tsx): loaded here, so no test waits for its first load.
beforeAll(() => import("./enquiry-detail"));
const open = (at = "/dashboard/enquiries") => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at });

describe("Enquiries inbox", () => {
  it("says when no enquiry has come in yet", async () => {
    await server.signInAs("admin");
    open();
    expect(await screen.findByText("No enquiries yet. They appear here as soon as a visitor sends a form.")).toBeTruthy();
  });

  it.each(["admin", "counsellor"] as const)("a %s sees a new enquiry and opens it at its own address", async (role) => {
    const name = `Inbox ${role}`;
    const id = await server.newLead(name);
    await server.signInAs(role);
    const { user, router } = open();
    const table = within(await screen.findByRole("region", { name: "Enquiries table" }));
    await user.click(await table.findByRole("button", { name: `View enquiry from ${name}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/enquiries/${id}`));
    expect(await within(await screen.findByRole("dialog")).findAllByText(name)).not.toHaveLength(0);
  });

  it("any other role is refused the inbox by the server", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("Could not load enquiries.")).toBeTruthy();
  });
});
