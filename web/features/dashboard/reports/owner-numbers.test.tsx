// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { OwnerNumbersCard } from "./owner-numbers";

// The owner's numbers on the Overview (admins only, shell/sections.ts), computed by the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<OwnerNumbersCard />, { route: "overview", at: "/dashboard/overview" });
/** The period's line above the tables ("This month: ₹0 collected, …"). */
const summary = async () =>
  (await screen.findByText((_, el) => el?.tagName === "P" && /^This month:/.test(el.textContent ?? ""))).textContent!.replace(/\s+/g, " ");

describe("The owner's numbers", () => {
  it("on a new site says there is nothing yet, table by table", async () => {
    await server.signInAs("admin");
    open();
    expect(await summary()).toContain("This month: ₹0 collected, 0 students enrolled; 0 new leads, 0 of them enrolled by now.");
    expect(screen.getByText(/No batches yet\./)).toBeTruthy();
    expect(screen.getAllByText("No leads yet.")).toHaveLength(2);
    expect(screen.getByText("No visits or leads yet.")).toBeTruthy();
  });

  it("counts a lead that came in this month, under its course and source", async () => {
    await server.newLead("Kavya Raman");
    await server.signInAs("admin");
    open();
    expect(await summary()).toContain("1 new lead,");
    expect(screen.queryByText("No visits or leads yet.")).toBeNull();
  });

  it("any other role is refused the numbers by the server", async () => {
    await server.signInAs("counsellor");
    open();
    expect(await screen.findByText(/Could not load the owner's numbers/)).toBeTruthy();
  });
});
