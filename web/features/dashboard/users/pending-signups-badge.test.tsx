// @vitest-environment dashboard
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PendingSignupsBadge } from "./pending-signups-badge";

// The Users link's count in the admin's sidebar: sign-ups waiting to be verified, read from the real server.

const server = startDashboardServer();
beforeAll(siteContent);

async function signUp(username: string) {
  const res = await server.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("Pending sign-ups badge", () => {
  it("the sidebar shows no count while nobody waits, then the number waiting", async () => {
    await server.signInAs("admin");
    const first = renderSection(<PendingSignupsBadge />, { route: "users", at: "/dashboard/users" });
    // The list has arrived (the admin's own account) and no count shows.
    await server.api("GET /api/auth/users");
    expect(first.container.textContent).toBe("");
    first.unmount();
    await signUp("newcomer1");
    renderSection(<PendingSignupsBadge />, { route: "users", at: "/dashboard/users" });
    expect((await screen.findByTitle("1 sign-ups waiting to be verified")).textContent).toBe("1 waiting to be verified");
  });

  it("counts every sign-up still waiting", async () => {
    await signUp("newcomer2");
    await server.signInAs("admin");
    renderSection(<PendingSignupsBadge />, { route: "users", at: "/dashboard/users" });
    expect((await screen.findByTitle("2 sign-ups waiting to be verified")).textContent).toBe("2 waiting to be verified");
  });
});
