// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { EnquiriesSection } from "./enquiries-section";

// The inbox's search and views (inbox-filters.tsx), answered by the real server's filtering.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<EnquiriesSection />, { route: "enquiries/:id?", at: "/dashboard/enquiries" });
const rows = async () => within(await screen.findByRole("region", { name: "Enquiries table" }));

describe("Inbox filters", () => {
  it.each(["admin", "counsellor"] as const)("a %s searches the inbox by name", async (role) => {
    await server.newLead(`Meera ${role}`);
    await server.newLead(`Arjun ${role}`);
    await server.signInAs(role);
    const { user } = open();
    expect(await (await rows()).findByRole("button", { name: `View enquiry from Arjun ${role}` })).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: "Search enquiries" }), `Meera ${role}`);
    await expect.poll(async () => (await rows()).queryByRole("button", { name: `View enquiry from Arjun ${role}` })).toBeNull();
    expect((await rows()).getByRole("button", { name: `View enquiry from Meera ${role}` })).toBeTruthy();
  });

  it("says when nothing matches the search", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await rows();
    await user.type(screen.getByRole("searchbox", { name: "Search enquiries" }), "Nobody By This Name");
    expect(await screen.findByText("No enquiries match these filters.")).toBeTruthy();
  });
});
