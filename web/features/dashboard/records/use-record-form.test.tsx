// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PlacementsSection } from "../placements/placements-section";

// What a record form sends (placements and reviews share it), against the real
// server: every missing field named at once and nothing sent, then the values sent
// trimmed, as typed spaces would otherwise reach the site.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<PlacementsSection />, { route: "placements", at: "/dashboard/placements" });
const wait = { timeout: 5000 };

describe("a record form's values", () => {
  it("names every missing field at once and sends nothing (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add placement" }, wait));
    const dialog = screen.getByRole("dialog", { name: "Add placement" });
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(within(dialog).getByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Please select a course")).toBeTruthy();
    expect(within(dialog).getByText("Placement status is required")).toBeTruthy();
    const stored = await server.api("GET /api/placements");
    expect(stored.total).toBe(0);
  });

  it("sends the values trimmed (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add placement" }, wait));
    const dialog = screen.getByRole("dialog", { name: "Add placement" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Anu Varghese  ");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Course" }), "Python");
    await user.type(within(dialog).getByRole("textbox", { name: /^Placement status/ }), " Placed at Infosys ");
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(await screen.findByText("Placement added successfully", {}, wait)).toBeTruthy();
    const stored = await server.api("GET /api/placements", "/api/placements?q=Anu");
    expect(stored.data.map((p) => [p.name, p.placement])).toEqual([["Anu Varghese", "Placed at Infosys"]]);
  });
});
