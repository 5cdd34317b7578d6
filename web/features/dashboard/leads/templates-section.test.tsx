// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { TemplatesSection } from "./templates-section";

// Message templates (admins and counsellors, shell/sections.ts), kept by the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<TemplatesSection />, { route: "templates", at: "/dashboard/templates" });
const templateNames = async () => (await server.api("GET /api/message-templates")).data.map((t) => t.name);

describe("Message templates", () => {
  it("lists what the server keeps, or says there are none yet", async () => {
    await server.signInAs("counsellor");
    open();
    const names = await templateNames();
    if (names.length === 0) expect(await screen.findByText(/No templates yet\./)).toBeTruthy();
    else expect(await within(await screen.findByRole("list", { name: "Message templates" })).findByText(names[0]!)).toBeTruthy();
  });

  it.each(["admin", "counsellor"] as const)("a %s adds a template, previewed as a student will read it", async (role) => {
    await server.signInAs(role);
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add template" }));
    const dialog = await screen.findByRole("dialog", { name: "Add template" });
    await user.type(within(dialog).getByLabelText("Template name"), `Demo invite ${role}`);
    await user.type(within(dialog).getByLabelText("Message"), "Hello {{name}}, a free demo class is on Saturday.");
    expect(within(dialog).getByRole("region", { name: "Preview" }).textContent).toContain("Hello");
    await user.click(within(dialog).getByRole("button", { name: "Add template" }));
    expect(await screen.findByText("Template added successfully")).toBeTruthy();
    expect(await within(screen.getByRole("list", { name: "Message templates" })).findByText(`Demo invite ${role}`)).toBeTruthy();
    expect(await templateNames()).toContain(`Demo invite ${role}`);
  });

  it("any other role is refused the templates by the server", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("Could not load the templates.")).toBeTruthy();
  });
});
