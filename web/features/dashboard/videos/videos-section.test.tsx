// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { YOUTUBE_MESSAGES } from "#contracts/youtube-url";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { VideosSection } from "./videos-section";

// The Youtube Videos section (admins and editors, shell/sections.ts) against the
// real server: empty, a link checked then added, and a failed read.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<VideosSection />, { route: "videos", at: "/dashboard/videos" });

describe("Youtube Videos", () => {
  it("says there are none yet, to an editor", async () => {
    await server.signInAs("editor");
    open();
    expect(await screen.findByText("No videos yet. Paste a YouTube link above to add one.")).toBeTruthy();
  });

  it("checks the link in the browser, then adds the video with its caption (admin)", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await screen.findByText("No videos yet. Paste a YouTube link above to add one.");
    const url = screen.getByRole("textbox", { name: /^YouTube URL/ });
    await user.type(url, "https://example.com/watch?v=abc");
    await user.click(screen.getByRole("button", { name: "Add video" }));
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(url.getAttribute("aria-describedby")!.split(" ").at(-1)!)?.textContent).toBe(YOUTUBE_MESSAGES.invalid);

    await user.clear(url);
    await user.type(url, "https://youtu.be/dQw4w9WgXcQ");
    await user.type(screen.getByRole("textbox", { name: /^Student name/ }), "Priya R.");
    await user.type(screen.getByRole("textbox", { name: /^Course/ }), "Full Stack");
    await user.click(screen.getByRole("button", { name: "Add video" }));
    expect(await screen.findByText("Video added successfully!")).toBeTruthy();
    // The form starts again empty; the table numbers the video as the site shows it.
    await waitFor(() => expect((url as HTMLInputElement).value).toBe(""));
    const table = await screen.findByRole("table", { name: "YouTube videos" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("Priya R. · Full Stack");
    expect(row.textContent).toContain("YouTube dQw4w9WgXcQ");
    expect(within(row).getByRole("button", { name: "Preview video 1" })).toBeTruthy();
  });

  it("says the add failed with the server's reason", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.type(await screen.findByRole("textbox", { name: /^YouTube URL/ }), "https://youtu.be/aaaaaaaaaaa");
    server.failNext("POST", "/api/youtube/add", 500, "The video list is resting");
    await user.click(screen.getByRole("button", { name: "Add video" }));
    expect(await screen.findByText("Failed to add video!")).toBeTruthy();
    expect(await screen.findByText("The video list is resting")).toBeTruthy();
  });

  it("shows why the list could not be read", async () => {
    await server.signInAs("admin");
    server.failNext("GET", "/api/youtube", 500, "The videos are resting");
    open();
    expect((await screen.findByRole("alert")).textContent).toContain("The videos are resting");
  });
});
