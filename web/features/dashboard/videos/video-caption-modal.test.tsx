// @vitest-environment dashboard
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { VideosSection } from "./videos-section";

// A video's row in the Youtube Videos section against the real server: its caption
// edited in a modal (and a refused save), and the video deleted after asking.

const server = startDashboardServer();
beforeAll(async () => {
  await siteContent();
  await server.api("POST /api/youtube/add", undefined, { url: "https://youtu.be/bbbbbbbbbbb", studentName: "Arun", course: "Python" });
});
const open = () => renderSection(<VideosSection />, { route: "videos", at: "/dashboard/videos" });
const firstRow = async () => within(await screen.findByRole("table", { name: "YouTube videos" })).getAllByRole("row")[1]!;

describe("a video's caption and delete", () => {
  it("edits the caption in a prefilled form (editor)", async () => {
    await server.signInAs("editor");
    const { user } = open();
    await user.click(within(await firstRow()).getByRole("button", { name: "Edit video 1" }));
    const dialog = screen.getByRole("dialog", { name: "Edit caption of video 1" });
    const name = within(dialog).getByRole("textbox", { name: /^Student name/ }) as HTMLInputElement;
    expect(name.value).toBe("Arun");
    await user.clear(name);
    await user.type(name, "Arun K");
    await user.click(within(dialog).getByRole("button", { name: "Save caption" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(async () => expect((await firstRow()).textContent).toContain("Arun K · Python"));
  });

  it("keeps the modal open with the typing when the save fails", async () => {
    await server.signInAs("admin");
    const { user } = open();
    const id = (await server.api("GET /api/youtube")).data[0]!._id;
    await user.click(within(await firstRow()).getByRole("button", { name: "Edit video 1" }));
    const dialog = screen.getByRole("dialog", { name: "Edit caption of video 1" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Course/ }), " Basics");
    server.failNext("PUT", `/api/youtube/${id}`, 500);
    await user.click(within(dialog).getByRole("button", { name: "Save caption" }));
    expect(await screen.findByText("Failed to update video!")).toBeTruthy();
    expect((within(dialog).getByRole("textbox", { name: /^Course/ }) as HTMLInputElement).value).toBe("Python Basics");
  });

  it("deletes the video after asking, naming its link", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await user.click(within(await firstRow()).getByRole("button", { name: "Delete video 1" }));
    const ask = screen.getByRole("dialog", { name: "Delete video?" });
    expect(ask.textContent).toContain("https://www.youtube.com/embed/bbbbbbbbbbb");
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Video deleted!")).toBeTruthy();
    expect(await screen.findByText("No videos yet. Paste a YouTube link above to add one.")).toBeTruthy();
  });
});
