// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "#contracts/user";
import { randomAddress, renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { ChangePasswordSection } from "./change-password-section";

// Change password: every role's own account (shell/sections.ts, ACCOUNT_SECTIONS), answered by the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<ChangePasswordSection />, { route: "password", at: "/dashboard/password" });

async function fill(user: ReturnType<typeof open>["user"], current: string, next: string, again = next) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), again);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("Change password", () => {
  it.each(ROLES.filter((r) => r !== "admin"))("a %s changes their own password and the new one signs in", async (role) => {
    const { username, password } = await server.accountOf(role);
    await server.signInAs(role);
    const { user } = open();
    const next = `${role} rides a violet tram at dawn`;
    await fill(user, password, next);
    expect(await screen.findByText("Password changed. You are still logged in here; other devices have been logged out.")).toBeTruthy();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
    const signIn = await server.app.inject({ method: "POST", url: "/api/auth/signin", payload: { username, password: next }, remoteAddress: randomAddress() });
    expect(signIn.statusCode).toBe(200);
  });

  it("says when the two new passwords differ, and sends nothing", async () => {
    const { password } = await server.accountOf("admin");
    await server.signInAs("admin");
    const { user } = open();
    await fill(user, password, "one long new password here", "another long new password");
    expect(await screen.findByText("The new passwords do not match.")).toBeTruthy();
    const signIn = await server.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: await server.accountOf("admin"),
      remoteAddress: randomAddress(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("shows the server's refusal of a wrong current password", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await fill(user, "not my password at all", "a brand new long password");
    expect(await screen.findByText("Failed to change password")).toBeTruthy();
  });
});
