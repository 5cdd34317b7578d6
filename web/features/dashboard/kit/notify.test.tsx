// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "#web/components/lazy-toaster";
import { ApiError } from "#web/lib/api";
import { notify } from "#web/lib/notify";
import { notifyFailure } from "./notify";

// A failure toast: the fixed text (docs/decisions/008) with the server's reason
// underneath, and none at all for a 401, whose session handler explains itself.

afterEach(cleanup);

describe("notifyFailure", () => {
  it("puts the server's reason under the fixed text, and not twice when they are the same", async () => {
    render(<LazyToaster eager />);
    act(() => {
      notifyFailure("Failed to add video!", new ApiError(400, "Bad Request", { message: "That video is already in the list." }));
      notifyFailure("Failed to save the batch", new ApiError(500, "Internal", { message: "Failed to save the batch" }));
    });
    expect(await screen.findByText("Failed to add video!")).toBeTruthy();
    expect(await screen.findByText("That video is already in the list.")).toBeTruthy();
    expect(await screen.findAllByText("Failed to save the batch")).toHaveLength(1);
  });

  it("raises nothing for a 401", async () => {
    render(<LazyToaster eager />);
    act(() => {
      notifyFailure("Failed to delete review", new ApiError(401, "Unauthorized", { message: "Log in again." }));
      // Raised after it on the same path: once this one shows, the 401's would have too.
      notify.success("Marker toast");
    });
    expect(await screen.findByText("Marker toast")).toBeTruthy();
    expect(screen.queryByText("Failed to delete review")).toBeNull();
    expect(screen.queryByText("Log in again.")).toBeNull();
  });
});
