// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { findTable, renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { UsersSection } from "./users-section";

// Users (admins only, shell/sections.ts): sign-ups verified with a role, roles changed.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<UsersSection />, { route: "users", at: "/dashboard/users" });

/** The Users table narrowed to one account (the table shows 4 rows a page). */
async function rowsOf(username: string, user: ReturnType<typeof open>["user"]) {
  await user.type(await screen.findByRole("searchbox", { name: "Search users" }), username);
  return findTable("Staff users");
}

let n = 0;
async function signUp() {
  const username = `newcomer${++n}`;
  const res = await server.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { username, email: `${username}@example.com`, mobile: "9876543210", password: "a long enough password" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return username;
}
const roleOf = async (username: string) => (await server.api("GET /api/auth/users")).data.find((u) => u.username === username);

describe("Users", () => {
  it("an admin verifies a sign-up with the role chosen for it", async () => {
    const username = await signUp();
    await server.signInAs("admin");
    const { user } = open();
    const table = await rowsOf(username, user);
    await user.selectOptions(table.getByRole("combobox", { name: `Role for ${username} when verified` }), "counsellor");
    await user.click(table.getByRole("button", { name: `Verify ${username}` }));
    expect(await screen.findByText("User verified successfully")).toBeTruthy();
    expect(await roleOf(username)).toMatchObject({ isVerified: true, role: "counsellor" });
    expect(table.getByRole("combobox", { name: `Role of ${username}` })).toBeTruthy();
  });

  it("says why a verify failed: the account was deleted meanwhile", async () => {
    const username = await signUp();
    await server.signInAs("admin");
    const { user } = open();
    const verify = (await rowsOf(username, user)).getByRole("button", { name: `Verify ${username}` });
    const { data } = await server.api("GET /api/auth/users");
    await server.api("DELETE /api/auth/delete/:id", `/api/auth/delete/${data.find((u) => u.username === username)!._id}`);
    await user.click(verify);
    expect(await screen.findByText("Failed to verify user")).toBeTruthy();
  });

  it("an admin changes a colleague's role after confirming it", async () => {
    const username = await signUp();
    const { data } = await server.api("GET /api/auth/users");
    await server.api("PUT /api/auth/verify-user/:id", `/api/auth/verify-user/${data.find((u) => u.username === username)!._id}`, { role: "counsellor" });
    await server.signInAs("admin");
    const { user } = open();
    await user.selectOptions((await rowsOf(username, user)).getByRole("combobox", { name: `Role of ${username}` }), "trainer");
    const dialog = await screen.findByRole("dialog", { name: "Change role?" });
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText("Role changed")).toBeTruthy();
    expect(await roleOf(username)).toMatchObject({ role: "trainer" });
  });

  it("any other role is refused the list by the server", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("Could not load users.")).toBeTruthy();
  });
});
