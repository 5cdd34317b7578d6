// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { CoursesSection } from "./courses-section";

// One course's editor in the Courses section (admins and editors) against the real
// server: a field saved, someone else's newer save (moved from
// tests/e2e/course-editing.spec.ts), a course that is not there, and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = (slug: string) => renderSection(<CoursesSection />, { route: "courses/:slug?", at: `/dashboard/courses/${slug}` });
const duration = () => screen.findByRole("textbox", { name: /^Duration/ }, { timeout: 5000 }) as Promise<HTMLInputElement>;

describe("the course editor", () => {
  it("saves a changed duration (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open("aws");
    const field = await duration();
    await user.clear(field);
    await user.type(field, "14 weeks");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Course saved. The site shows the change within a few seconds.", {}, { timeout: 15_000 })).toBeTruthy();
    expect((await server.api("GET /api/content/courses/:id", "/api/content/courses/aws")).data.course.duration).toBe("14 weeks");
  });

  // Moved from tests/e2e/course-editing.spec.ts.
  it("refuses a save over someone else's newer save with the typed text kept, and Reload shows theirs (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open("python");
    const field = await duration();
    const current = await server.api("GET /api/content/courses/:id", "/api/content/courses/python");
    expect(field.value).toBe(current.data.course.duration);

    // A colleague saves in the meantime.
    await server.api("PUT /api/content/courses/:id", "/api/content/courses/python", {
      data: { ...current.data.course, duration: "4 months" },
      revision: current.data.revision,
    });

    await user.clear(field);
    await user.type(field, "10 weeks");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const notSaved = await screen.findByText(/^Not saved:/, {}, { timeout: 5000 });
    const alert = notSaved.closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain("Someone else saved this first: reload to see their change.");
    expect(field.value).toBe("10 weeks");
    await user.click(within(alert).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).toBeNull(), { timeout: 5000 });
    await waitFor(async () => expect((await duration()).value).toBe("4 months"), { timeout: 5000 });
  });

  it("says a course that is not there does not exist, and goes back to the list", async () => {
    await server.signInAs("editor");
    const { user } = open("no-such-course");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("This course does not exist (any more).");
    await user.click(within(alert).getByRole("button", { name: "Back to courses" }));
    expect(await screen.findByRole("table", { name: "Courses in menu order" }, { timeout: 5000 })).toBeTruthy();
  });

  it("shows why the course could not be read, and Retry reads it", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/content/courses/java", 500, "The course is resting");
    const { user } = open("java");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toContain("Could not load the course.");
    expect(alert.textContent).toContain("The course is resting");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await duration()).toBeTruthy();
  });
});
