// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { TemplatesSection } from "./templates-section";
import { WhatsAppAutomations } from "./whatsapp-automations";

// The automatic WhatsApp messages (whatsapp-automations.tsx): under Message templates
// for admins only, saved on the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<WhatsAppAutomations />, { route: "templates", at: "/dashboard/templates" });
const saved = async () => JSON.stringify((await server.api("GET /api/whatsapp/automations")).data);

describe("Automatic WhatsApp messages", () => {
  it("a counsellor's Message templates do not offer them", async () => {
    await server.signInAs("counsellor");
    renderSection(<TemplatesSection />, { route: "templates", at: "/dashboard/templates" });
    await screen.findByRole("form", { name: "Your name in messages" });
    expect(screen.queryByRole("heading", { name: "Automatic WhatsApp messages" })).toBeNull();
  });

  it("an admin switches one and saves: the server keeps it", async () => {
    const before = await saved();
    await server.signInAs("admin");
    const { user } = open();
    const form = within(await screen.findByRole("form", { name: "Automatic WhatsApp messages" }));
    const save = form.getByRole("button", { name: "Save automatic messages" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(form.getAllByRole("checkbox")[0]!);
    await user.click(save);
    expect(await screen.findByText("Automatic messages saved")).toBeTruthy();
    expect(await saved()).not.toBe(before);
  });

  it("a save the server fails says so and keeps nothing", async () => {
    const before = await saved();
    await server.signInAs("admin");
    const { user } = open();
    const form = within(await screen.findByRole("form", { name: "Automatic WhatsApp messages" }));
    await user.click(form.getAllByRole("checkbox")[0]!);
    server.failNext("PUT", "/api/whatsapp/automations", 500);
    await user.click(form.getByRole("button", { name: "Save automatic messages" }));
    expect(await screen.findByText("Failed to save the automatic messages")).toBeTruthy();
    expect(await saved()).toBe(before);
  });
});
