// @vitest-environment dashboard
import { act, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { DashboardShell } from "./dashboard-shell";

// A session ended elsewhere (use-session-watch.ts): another tab's logout, or a call
// made with no token at all, takes the dashboard to the login page.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<DashboardShell />, { route: "*", at: "/dashboard/password" });

describe("Session watch", () => {
  it("another tab's logout (the token removed from storage) opens the login page, saying the session ended", async () => {
    await server.signInAs("editor");
    open();
    await screen.findByRole("navigation", { name: "Dashboard" });
    act(() => {
      localStorage.removeItem("token");
      window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "x", newValue: null }));
    });
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/login?expired=1");
  });

  it("a call that went out without any token opens the login page without saying the session expired", async () => {
    await server.signInAs("admin");
    localStorage.removeItem("token");
    // The sidebar's counts call at once, with no token: the server asks to sign in.
    open();
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/login");
  });
});
