// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyToaster } from "#web/components/lazy-toaster";
import { ApiError } from "#web/lib/api";
import { ConfirmDialog } from "./confirm-dialog";
import { useDeleteFlow } from "./use-delete-flow";

// Every delete asks first, with Cancel focused so Enter never deletes by accident
// (docs/decisions/008); the shared flow closes the question either way and says
// what happened in a toast.

afterEach(cleanup);

/** Escape in a real browser: the open dialog gets a cancellable "cancel" event (happy-dom sends none on the key). */
const escape = () => act(() => void document.querySelector("dialog[open]")?.dispatchEvent(new Event("cancel", { cancelable: true })));

function Ask({ busy = false, onConfirm = vi.fn(), onCancel = vi.fn() }) {
  return (
    <ConfirmDialog open title="Delete review?" busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      <p>Asha’s review goes from the site.</p>
    </ConfirmDialog>
  );
}

describe("ConfirmDialog", () => {
  it("opens with Cancel focused: Enter cancels, the Delete button confirms", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Ask onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole("dialog", { name: "Delete review?" }).textContent).toContain("Asha’s review goes from the site.");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })));
    await userEvent.keyboard("{Enter}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    escape();
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it("while busy says Deleting..., and neither button nor Escape does anything", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Ask busy onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole("button", { name: "Deleting..." });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    escape();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("names its own confirming action when it is not a delete", () => {
    render(
      <ConfirmDialog open title="Send again?" busy={false} onConfirm={vi.fn()} onCancel={vi.fn()} confirmLabel="Send" variant="primary">
        <p>One more message.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
  });
});

type Row = { id: string; name: string };

function Table({ remove, onDeleted }: { remove: (row: Row) => Promise<unknown>; onDeleted: (row: Row) => void }) {
  const flow = useDeleteFlow<Row>({ remove, success: "Review deleted", failure: "Could not delete the review", onDeleted });
  return (
    <>
      <LazyToaster eager />
      <button type="button" onClick={() => flow.ask({ id: "r1", name: "Asha" })}>
        Delete Asha
      </button>
      <ConfirmDialog title={`Delete ${flow.target?.name ?? ""}?`} {...flow.dialog}>
        <p>It goes for good.</p>
      </ConfirmDialog>
    </>
  );
}

describe("useDeleteFlow", () => {
  it("asks, deletes the chosen row, closes and says so", async () => {
    const remove = vi.fn(async () => undefined);
    const onDeleted = vi.fn();
    render(<Table remove={remove} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Asha" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    expect(remove).toHaveBeenCalledWith({ id: "r1", name: "Asha" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onDeleted).toHaveBeenCalledWith({ id: "r1", name: "Asha" });
    expect(await screen.findByText("Review deleted")).toBeTruthy();
  });

  it("on a refusal closes the question, keeps the row and shows the server's reason under the fixed text", async () => {
    const remove = vi.fn(async () => {
      throw new ApiError(409, "Conflict", { message: "This review is on the home page." });
    });
    const onDeleted = vi.fn();
    render(<Table remove={remove} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Asha" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onDeleted).not.toHaveBeenCalled();
    expect(await screen.findByText("Could not delete the review")).toBeTruthy();
    expect(await screen.findByText("This review is on the home page.")).toBeTruthy();
  });
});
