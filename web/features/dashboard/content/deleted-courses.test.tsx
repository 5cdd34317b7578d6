// @vitest-environment dashboard
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CoursesSection } from "./courses-section";

// A course deleted from the Courses list and brought back from Deleted courses,
// against the real server (admins and editors).

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<CoursesSection />, { route: "courses/:slug?", at: "/dashboard/courses" });
const slow = { timeout: 15_000 };
const list = () => screen.findByRole("table", { name: "Courses in menu order" }, { timeout: 5000 });

describe("Deleted courses", () => {
  // Two saves that each re-render the site: longer than the default on a busy machine.
  it("deletes a course after asking, then brings it back (editor, then admin)", { timeout: 60_000 }, async () => {
    await server.signInAs("editor");
    const first = open();
    await first.user.click(within(await list()).getByRole("button", { name: "Delete MEP Training" }));
    const ask = screen.getByRole("dialog", { name: "Delete this course?" });
    await first.user.click(within(ask).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Course deleted. You can bring it back from Deleted courses.", {}, slow)).toBeTruthy();
    expect(within(await list()).queryByRole("button", { name: "Delete MEP Training" })).toBeNull();
    first.unmount();

    await server.signInAs("admin");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Deleted courses (1)" }, slow));
    const deleted = screen.getByRole("dialog", { name: "Deleted courses" });
    await user.click(within(deleted).getByRole("button", { name: "Restore MEP Training" }));
    expect(await screen.findByText("MEP Training is back. Its page returns within a few seconds; add its batches again.", {}, slow)).toBeTruthy();
    expect(await within(await list()).findByRole("button", { name: "Delete MEP Training" }, slow)).toBeTruthy();
  });

  it("keeps the course when the delete is refused", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(within(await list()).getByRole("button", { name: "Delete Video Editing / VFX" }));
    server.failNext("DELETE", "/api/content/courses/video-editing", 500);
    await user.click(within(screen.getByRole("dialog", { name: "Delete this course?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete the course", {}, slow)).toBeTruthy();
    expect(within(await list()).getByRole("button", { name: "Delete Video Editing / VFX" })).toBeTruthy();
  });
});
