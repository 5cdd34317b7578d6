// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#contracts/user";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { DashboardShell } from "./dashboard-shell";

// The dashboard's frame: the sidebar each role gets, where a refused section sends it,
// and what a session the server ended does, with every call answered by the real server.

const server = startDashboardServer();
beforeAll(siteContent);
const open = (at: string) => renderSection(<DashboardShell />, { route: "*", at });

/** What each role's sidebar lists, in order (the roles the server lets call each section). */
const SIDEBAR: Record<Role, string[]> = {
  admin: [
    "Overview",
    "Enquiries",
    "Message templates",
    "Certificates",
    "Classes",
    "Placement desk",
    "Users",
    "Placement Record",
    "Student Review",
    "Youtube Videos",
    "Courses",
    "Pages",
    "Site facts",
    "Batches",
    "Audit log",
  ],
  editor: ["Placement Record", "Student Review", "Youtube Videos", "Courses", "Pages", "Site facts", "Batches"],
  counsellor: ["Enquiries", "Message templates", "Certificates", "Classes"],
  trainer: ["Classes"],
  placement: ["Placement desk"],
};

describe("Dashboard shell", () => {
  it.each(Object.entries(SIDEBAR) as [Role, string[]][])("a %s's sidebar lists its sections, then its own settings", async (role, labels) => {
    await server.signInAs(role);
    open("/dashboard/password");
    const nav = await screen.findByRole("navigation", { name: "Dashboard" });
    expect(
      within(nav)
        .queryAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(labels);
    expect(screen.getByRole("link", { name: "Change password" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Two-factor login" })).toBeTruthy();
    expect(screen.getByText("Signed in as").textContent).toContain("Signed in as");
  });

  it("a section the role may not open sends it to its first one", async () => {
    await server.signInAs("counsellor");
    const { router } = open("/dashboard/users");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/enquiries"));
    expect(screen.getByRole("link", { name: "Enquiries" }).getAttribute("aria-current")).toBe("page");
  });

  it("a trainer opens on Classes, the first section it may see", async () => {
    await server.signInAs("trainer");
    const { router } = open("/dashboard/overview");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/classes"));
  });

  it("a session the server has ended sends the user to log in, saying it expired", async () => {
    const token = await server.signInAs("admin");
    await server.api("POST /api/auth/logout", undefined, undefined, token);
    // The sidebar's counts call the API at once; the server answers 401.
    open("/dashboard/overview");
    expect((await screen.findByTestId("elsewhere")).textContent).toBe("/login?expired=1");
    expect(localStorage.getItem("token")).toBeNull();
  });
});
