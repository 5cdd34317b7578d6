// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, Outlet, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { UnsavedChangesGuard, useUnsavedChanges } from "./unsaved-changes";

// Typing is never thrown away by leaving a section: the dashboard asks first, and
// the browser asks before the tab closes; the way to the login page is never held.

afterEach(cleanup);

function Editor() {
  const [text, setText] = useState("");
  useUnsavedChanges(text !== "", "Why choose us");
  return (
    <label>
      Heading
      <input value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

function Shell() {
  return (
    <UnsavedChangesGuard>
      <Link to="/dashboard/reviews">Reviews</Link>
      <Link to="/login">Log in again</Link>
      <Outlet />
    </UnsavedChangesGuard>
  );
}

function start() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/dashboard/content", element: <Editor /> },
          { path: "/dashboard/reviews", element: <h1>Reviews</h1> },
          { path: "/login", element: <h1>Log in</h1> },
        ],
      },
    ],
    { initialEntries: ["/dashboard/content"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("UnsavedChangesGuard", () => {
  it("lets the person leave when nothing is typed", async () => {
    const router = start();
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: "Reviews" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/reviews"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks before leaving typing behind: Cancel stays with the text, Discard changes goes on", async () => {
    const router = start();
    await userEvent.type(screen.getByRole("textbox", { name: "Heading" }), "Small batches");
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.click(screen.getByRole("link", { name: "Reviews" }));
    const ask = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(ask.textContent).toContain("Your changes to Why choose us are not saved yet. Discard them and go on?");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/dashboard/content");
    expect((screen.getByRole("textbox", { name: "Heading" }) as HTMLInputElement).value).toBe("Small batches");

    await userEvent.click(screen.getByRole("link", { name: "Reviews" }));
    await userEvent.click(await screen.findByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/reviews"));
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it("never holds the way to the login page (an ended session)", async () => {
    const router = start();
    await userEvent.type(screen.getByRole("textbox", { name: "Heading" }), "Small batches");
    await userEvent.click(screen.getByRole("link", { name: "Log in again" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
