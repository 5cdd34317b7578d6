// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { ReviewsSection } from "./reviews-section";

// The Student Review section (admins and editors, shell/sections.ts) against the
// real server: empty, a review added, edited and deleted through the section, and
// the failures of a read and of a delete.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<ReviewsSection />, { route: "reviews", at: "/dashboard/reviews" });

const rowOf = async (name: string) => {
  const table = await screen.findByRole("table", { name: "Student reviews" });
  return waitFor(() => {
    const row = within(table)
      .getAllByRole("row")
      .find((r) => r.textContent?.includes(name));
    expect(row).toBeTruthy();
    return row!;
  });
};

describe("Student Review", () => {
  it("says there are none yet, to an admin", async () => {
    await server.signInAs("admin");
    open();
    expect(await screen.findByText("No reviews yet. Add the first one.")).toBeTruthy();
  });

  it("adds a review once its rating is given; the table shows it out of 5", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add review" }));
    const dialog = screen.getByRole("dialog", { name: "Add review" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Priya S");
    await user.type(within(dialog).getByRole("textbox", { name: "Review" }), "Clear teaching, patient trainers.");
    // An empty rating is missing, not 0.
    await user.click(within(dialog).getByRole("button", { name: "Add review" }));
    expect(within(dialog).getByText("Rating is required")).toBeTruthy();
    await user.type(within(dialog).getByRole("spinbutton", { name: /^Rating/ }), "4.5");
    await user.click(within(dialog).getByRole("button", { name: "Add review" }));
    expect(await screen.findByText("Review added successfully")).toBeTruthy();
    const row = await rowOf("Priya S");
    expect(row.textContent).toContain("4.5 out of 5");
    expect(row.textContent).toContain("Clear teaching, patient trainers.");
  });

  it("edits a review in a prefilled form", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(within(await rowOf("Priya S")).getByRole("button", { name: "Edit review by Priya S" }));
    const dialog = screen.getByRole("dialog", { name: "Edit review" });
    const text = within(dialog).getByRole("textbox", { name: "Review" });
    expect((text as HTMLTextAreaElement).value).toBe("Clear teaching, patient trainers.");
    await user.clear(text);
    await user.type(text, "Small batches, real projects.");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Review updated successfully")).toBeTruthy();
    await waitFor(async () => expect((await rowOf("Priya S")).textContent).toContain("Small batches, real projects."));
  });

  it("keeps the row when the delete fails, and deletes it after confirming", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const row = await rowOf("Priya S");
    const id = await server.api("GET /api/reviews", "/api/reviews?q=Priya").then((r) => r.data[0]!._id);

    server.failNext("DELETE", `/api/reviews/delete/${id}`, 500);
    await user.click(within(row).getByRole("button", { name: "Delete review by Priya S" }));
    const ask = screen.getByRole("dialog", { name: "Delete review?" });
    expect(ask.textContent).toContain("The review by Priya S will be removed from the website.");
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete review")).toBeTruthy();
    expect(await rowOf("Priya S")).toBeTruthy();

    await user.click(within(await rowOf("Priya S")).getByRole("button", { name: "Delete review by Priya S" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete review?" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Review deleted successfully")).toBeTruthy();
    expect(await screen.findByText("No reviews yet. Add the first one.")).toBeTruthy();
  });

  it("shows why the list could not be read", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/reviews", 500, "The reviews are resting");
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("The reviews are resting");
  });
});
