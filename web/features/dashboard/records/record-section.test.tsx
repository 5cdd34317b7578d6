// @vitest-environment dashboard
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { ReviewsSection } from "../reviews/reviews-section";

// What the record sections (placements, reviews) share, shown through Student
// Review against the real server: a chosen photo is unsaved work the modal asks
// about, and a record added elsewhere shows after Retry.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<ReviewsSection />, { route: "reviews", at: "/dashboard/reviews" });
const wait = { timeout: 5000 };
/** Escape in a real browser: the open dialog gets a cancellable "cancel" event (happy-dom sends none on the key). */
const escape = () => act(() => void document.querySelector("dialog[open]")?.dispatchEvent(new Event("cancel", { cancelable: true })));

describe("a record section", () => {
  it("asks before a chosen photo is thrown away, and closes once told to (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Add review" }, wait));
    const dialog = screen.getByRole("dialog", { name: "Add review" });
    await user.upload(within(dialog).getByLabelText(/^Photo/), new File(["png"], "me.png", { type: "image/png" }));
    escape();
    expect(await screen.findByRole("dialog", { name: "Discard changes?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reads the list again on Retry after a failed read, with a record added meanwhile (admin)", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/reviews", 500, "The reviews are resting");
    const { user } = open();
    const alert = await screen.findByRole("alert", {}, wait);
    const body = new FormData();
    for (const [k, v] of Object.entries({ name: "Sana M", rating: "5", date: "2026-11-01", review: "Loved the labs." })) body.append(k, v);
    const sent = new Response(body);
    const res = await server.inject({
      method: "POST",
      url: "/api/reviews/add",
      payload: Buffer.from(await sent.arrayBuffer()),
      headers: { "content-type": sent.headers.get("content-type")! },
    });
    expect(res.statusCode, res.body).toBe(201);
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const table = await screen.findByRole("table", { name: "Student reviews" }, wait);
    expect(within(table).getByText("Sana M")).toBeTruthy();
    expect(within(table).getByText("Loved the labs.")).toBeTruthy();
  });
});
