// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "#contracts/user";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { DashboardShell } from "./dashboard-shell";

// The account panel under the sidebar: Logout ends the session on the real server
// (use-logout.ts) for every role, and still forgets it here when the server cannot be told.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<DashboardShell />, { route: "*", at: "/dashboard/password" });
const sessionWorks = async (token: string) => (await server.inject({ method: "GET", url: "/api/auth/2fa", token })).statusCode === 200;

describe("Account panel", () => {
  it.each(ROLES)("a %s logs out: the server ends the session and the login page opens", async (role) => {
    const token = await server.signInAs(role);
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
    expect(await sessionWorks(token)).toBe(false);
    server.forget(role);
  });

  it("a logout the server cannot answer says so and forgets the session here anyway", async () => {
    await server.signInAs("admin");
    server.failNext("POST", "/api/auth/logout", 500);
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Failed to logout")).toBeTruthy();
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });
});
