// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useForm } from "#web/lib/forms/use-form";
import { CancelAndSubmit } from "./form-actions";
import { FormField, inputClass } from "./form-field";
import { FormModal } from "./form-modal";

// An add/edit modal never throws typing away without asking: Escape, × and Cancel
// with unsaved changes ask first, Keep editing puts the keyboard back where it
// was, and a form that is sending cannot be dismissed.

afterEach(cleanup);

/** Escape in a real browser: the open dialog gets a cancellable "cancel" event (happy-dom sends none on the key). */
const escape = () => act(() => void document.querySelector("dialog[open]")?.dispatchEvent(new Event("cancel", { cancelable: true })));

const schema = z.object({ name: z.string().trim().min(1, "Enter the student's name") });

function StudentForm({ close, send }: { close: () => void; send: (name: string) => Promise<void> }) {
  const form = useForm({ name: "" });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit({ schema, send: async ({ name }) => send(name) })}>
      <FormField label="Name" error={form.errors.name}>
        {(control) => <input {...control} {...form.bind("name")} className={inputClass} />}
      </FormField>
      <CancelAndSubmit busy={form.busy} submitLabel="Save" busyLabel="Saving..." onCancel={close} />
    </form>
  );
}

function Host({ send = async () => undefined, onClose = vi.fn() }: { send?: (name: string) => Promise<void>; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <FormModal
      open={open}
      title="Add student"
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    >
      {(close) => <StudentForm close={close} send={send} />}
    </FormModal>
  );
}

describe("FormModal", () => {
  it("closes at once on Escape when nothing was typed", async () => {
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    expect(screen.getByRole("dialog", { name: "Add student" })).toBeTruthy();
    await userEvent.click(screen.getByRole("textbox", { name: "Name" }));
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks before Escape throws typing away; Keep editing returns to the field with the text kept", async () => {
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    const name = screen.getByRole("textbox", { name: "Name" });
    await userEvent.type(name, "Asha");
    escape();
    expect(screen.getByRole("dialog", { name: "Discard changes?" }).textContent).toContain("What you typed here is not saved yet.");
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep editing" })));
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("dialog", { name: "Add student" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" })));
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Asha");
  });

  it("Cancel with typing asks too, and Discard changes closes", async () => {
    const onClose = vi.fn();
    render(<Host onClose={onClose} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Asha");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the schema's message by its field, with the keyboard on it, and sends nothing", async () => {
    const send = vi.fn(async () => undefined);
    render(<Host send={send} />);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Enter the student's name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(send).not.toHaveBeenCalled();
  });

  it("cannot be dismissed while the form is sending", async () => {
    let finish = () => {};
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    render(<Host send={send} onClose={onClose} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Asha");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving.hasAttribute("disabled")).toBe(true);
    escape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "Discard changes?" })).toBeNull();
    finish();
    expect(await screen.findByRole("button", { name: "Save" })).toBeTruthy();
    expect(send).toHaveBeenCalledWith("Asha");
  });
});
