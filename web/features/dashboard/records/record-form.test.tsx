// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { PlacementsSection } from "../placements/placements-section";

// The record form's photo (placements and reviews share it) against the real
// server: a photo sent with the record and shown in its row, and a file that claims
// to be a picture but is not, refused by the server and said by the field
// (docs/decisions/014).

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<PlacementsSection />, { route: "placements", at: "/dashboard/placements" });
const wait = { timeout: 5000 };

/** A 1×1 PNG. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

async function fillPlacement(user: ReturnType<typeof open>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name: "Add placement" }, wait));
  const dialog = screen.getByRole("dialog", { name: "Add placement" });
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), name);
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Course" }), "Python");
  await user.type(within(dialog).getByRole("textbox", { name: /^Placement status/ }), "Placed at Zoho");
  return dialog;
}

describe("a record's photo", () => {
  it("goes with the record and shows in its row (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const dialog = await fillPlacement(user, "Gokul Photo");
    await user.upload(within(dialog).getByLabelText(/^Photo/), new File([PNG], "gokul.png", { type: "image/png" }));
    expect(within(dialog).getByRole("img", { name: "Preview of the chosen photo" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    expect(await screen.findByText("Placement added successfully", {}, wait)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Placement records" }, wait);
    expect(await within(table).findByRole("img", { name: "Photo of Gokul Photo" }, wait)).toBeTruthy();
  });

  it("shows the server's refusal of a file that is not a picture by the field, keeping the form (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const dialog = await fillPlacement(user, "Hari Fake");
    // Says PNG, holds text: the browser's check passes, the server reads the bytes.
    await user.upload(within(dialog).getByLabelText(/^Photo/), new File(["not a picture"], "hari.png", { type: "image/png" }));
    await user.click(within(dialog).getByRole("button", { name: "Add placement" }));
    const photo = within(dialog).getByLabelText(/^Photo/);
    await waitFor(() => expect(photo.getAttribute("aria-invalid")).toBe("true"), wait);
    expect(screen.getByRole("dialog", { name: "Add placement" })).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Hari Fake");
  });

  it("opens an edit with the record's current photo and its fields filled in", async () => {
    await server.signInAs("editor");
    const { user } = open();
    const table = await screen.findByRole("table", { name: "Placement records" }, wait);
    await user.click(within(table).getByRole("button", { name: "Edit Gokul Photo" }));
    const dialog = screen.getByRole("dialog", { name: "Edit placement" });
    expect((within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Gokul Photo");
    expect((within(dialog).getByRole("combobox", { name: "Course" }) as HTMLSelectElement).value).toBe("Python");
    expect(within(dialog).getByRole("img", { name: "Current photo" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
