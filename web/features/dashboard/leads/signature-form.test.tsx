// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { DISPLAY_NAME_MESSAGE } from "#contracts/user";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { currentUser } from "../shell/current-user";
import { SignatureForm } from "./signature-form";

// The name a counsellor signs WhatsApp messages with (on Message templates: admins and counsellors).

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<SignatureForm />, { route: "templates", at: "/dashboard/templates" });
describe("Your name in messages", () => {
  it.each(["admin", "counsellor"] as const)("a %s saves the name their messages are signed with", async (role) => {
    const { username } = await server.accountOf(role);
    await server.signInAs(role);
    const { user } = open();
    expect(screen.getByText(`Replaces {counsellor} in the templates. Until you set it, messages are signed "${username}".`)).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save name" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole("textbox", { name: "Your name in messages" }), `Priya ${role}`);
    await user.click(save);
    await expect.poll(() => currentUser()?.displayName).toBe(`Priya ${role}`);
    const users = (await server.api("GET /api/auth/users")).data;
    expect(users.find((u) => u.username === username)?.displayName).toBe(`Priya ${role}`);
  });

  it("a name of one letter is refused with the reason", async () => {
    await server.signInAs("counsellor");
    const { user } = open();
    const field = screen.getByRole("textbox", { name: "Your name in messages" });
    await user.clear(field);
    await user.type(field, "P");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText(DISPLAY_NAME_MESSAGE)).toBeTruthy();
  });

  it("says so when the server fails to save it", async () => {
    await server.signInAs("admin");
    server.failNext("PUT", "/api/auth/me/display-name", 500);
    const { user } = open();
    const field = screen.getByRole("textbox", { name: "Your name in messages" });
    await user.clear(field);
    await user.type(field, "Someone Else");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Failed to save your name")).toBeTruthy();
  });
});
