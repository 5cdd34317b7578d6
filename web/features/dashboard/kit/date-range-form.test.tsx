// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { visitRangeSchema } from "#contracts/visits";
import { useForm } from "#web/lib/forms/use-form";
import { type DateRange, DateRangeForm } from "./date-range-form";

// The reports' chosen dates: nothing is read before Show, and the schema's messages
// stand by their fields.

afterEach(cleanup);

function Dates({ onChosen, primary = false }: { onChosen: (range: DateRange) => void; primary?: boolean }) {
  const range = useForm<DateRange>({ from: "2026-11-01", to: "2026-11-30" });
  return <DateRangeForm range={range} schema={visitRangeSchema} label="Choose dates" primary={primary} onChosen={onChosen} />;
}

const field = (name: "From" | "To") => screen.getByLabelText(name) as HTMLInputElement;
const setDate = (name: "From" | "To", value: string) => fireEvent.change(field(name), { target: { value } });

describe("DateRangeForm", () => {
  it("hands over the dates only on Show, each date bounding the other", async () => {
    const onChosen = vi.fn();
    render(<Dates onChosen={onChosen} />);
    expect(screen.getByRole("form", { name: "Choose dates" })).toBeTruthy();
    setDate("From", "2026-11-10");
    expect(field("To").getAttribute("min")).toBe("2026-11-10");
    expect(field("From").getAttribute("max")).toBe("2026-11-30");
    expect(onChosen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith({ from: "2026-11-10", to: "2026-11-30" }));
  });

  it("shows the schema's message by the field and hands nothing over", async () => {
    const onChosen = vi.fn();
    render(<Dates onChosen={onChosen} />);
    setDate("To", "2026-10-01");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(field("To").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field("To").getAttribute("aria-describedby") ?? "")?.textContent).toBe("The last day must not be before the first");
    await waitFor(() => expect(document.activeElement).toBe(field("To")));
    expect(onChosen).not.toHaveBeenCalled();
  });

  it("is the primary button while the chosen dates are on screen", () => {
    render(<Dates onChosen={vi.fn()} primary />);
    expect(screen.getByRole("button", { name: "Show" }).className).toContain("bg-brand-700");
  });
});
