// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { OverviewSection } from "./overview-section";

// The Overview (admins only, shell/sections.ts): the inbox's numbers from the real
// server, a lead opened from it, and a failed read with Retry.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<OverviewSection />, { route: "overview", at: "/dashboard/overview" });
const card = async (title: string) => within(await screen.findByRole("region", { name: title }));

describe("Overview", () => {
  it("on a new site shows nothing has come in yet", async () => {
    await server.signInAs("admin");
    open();
    expect(await (await card("Latest enquiries")).findByText("No enquiries yet.")).toBeTruthy();
    expect(screen.getByText("All enquiries").nextElementSibling!.textContent).toBe("0");
  });

  it("counts a new lead and opens it from the latest enquiries", async () => {
    const id = await server.newLead("Overview Lead");
    await server.signInAs("admin");
    const { user } = open();
    const latest = await card("Latest enquiries");
    expect(await latest.findByRole("link", { name: /Overview Lead/ })).toBeTruthy();
    expect(screen.getByText("All enquiries").nextElementSibling!.textContent).toBe("1");
    await user.click(await latest.findByRole("link", { name: /Overview Lead/ }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe(`/dashboard/enquiries/${id}`);
  });

  it("the Due today tile opens the inbox's due view", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("link", { name: /Due today/ }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/dashboard/enquiries?view=due");
  });

  it("a failed read says so and reads again on Retry", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/enquiries/stats", 500, "The numbers are resting");
    const { user } = open();
    expect(await screen.findByText("Could not load the overview.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await card("Latest enquiries")).toBeTruthy();
  });
});
