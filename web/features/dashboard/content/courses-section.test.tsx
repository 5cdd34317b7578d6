// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CoursesSection } from "./courses-section";

// The Courses section's list (admins and editors, shell/sections.ts) against the
// real server: the courses in menu order, one moved, nothing deleted yet, a failed
// move and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<CoursesSection />, { route: "courses/:slug?", at: "/dashboard/courses" });
const list = () => screen.findByRole("table", { name: "Courses in menu order" }, { timeout: 5000 });
const names = async () =>
  within(await list())
    .getAllByRole("row")
    .slice(1)
    // Each row's Edit button is named after its course.
    .map((r) =>
      within(r)
        .getByRole("button", { name: /^Edit / })
        .getAttribute("aria-label")!
        .slice("Edit ".length),
    );

describe("Courses", () => {
  it("lists the courses in menu order, with no deleted courses to bring back (editor)", async () => {
    await server.signInAs("editor");
    open();
    const order = (await server.api("GET /api/content/courses")).data.map((c) => c.course.name);
    // A short list ordered by hand: every course on one page, as the menus show them.
    expect(await names()).toEqual(order);
    // "Deleted courses" is offered only once one was deleted.
    expect(screen.queryByRole("button", { name: /^Deleted courses/ })).toBeNull();
  });

  it("moves a course down in the menus and the server keeps the order (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const before = (await server.api("GET /api/content/courses")).data.map((c) => c.course.name);
    const [first, second] = before;
    await list();
    await user.click(within(await list()).getByRole("button", { name: `Move ${first} down` }));
    expect(await screen.findByText("Course order saved. The menus follow within a few seconds.", {}, { timeout: 15_000 })).toBeTruthy();
    const after = (await server.api("GET /api/content/courses")).data.map((c) => c.course.name);
    expect(after.slice(0, 2)).toEqual([second, first]);
  });

  it("puts the order back when the server refuses the move", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const before = await names();
    server.failNext("PUT", "/api/content/course-order", 500);
    await user.click(within(await list()).getByRole("button", { name: `Move ${before[0]} down` }));
    expect(await screen.findByText("Failed to save the course order")).toBeTruthy();
    await waitFor(async () => expect(await names()).toEqual(before));
  });

  it("shows why the list could not be read", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/content/courses", 500, "The courses are resting");
    open();
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toContain("The courses are resting");
  });
});
