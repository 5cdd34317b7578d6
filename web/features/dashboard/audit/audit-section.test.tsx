// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { AuditSection } from "./audit-section";

// The audit log (admins only, web/features/dashboard/shell/sections.ts) read from the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<AuditSection />, { route: "audit", at: "/dashboard/audit" });

describe("Audit log", () => {
  it("says so when nothing has been changed yet", async () => {
    await server.signInAs("admin");
    open();
    expect(await screen.findByText("No changes recorded yet.")).toBeTruthy();
  });

  it("lists a staff change with who made it", async () => {
    await server.tokenOf("counsellor"); // the admin verifies a new account: an audited write
    await server.signInAs("admin");
    open();
    const table = await screen.findByRole("table", { name: "Audit log" });
    expect(within(table).getAllByText("principal").length).toBeGreaterThan(0);
  });

  it("shows the server's failure and reads again on Retry", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/audit", 500, "The log is resting");
    const { user } = open();
    expect(await screen.findByText("The log is resting")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "Audit log" })).toBeTruthy();
  });
});
