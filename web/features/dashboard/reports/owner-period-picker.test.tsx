// @vitest-environment dashboard
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSection, siteContent, startDashboardServer } from "#web/test/dashboard/harness";
import { OwnerNumbersCard } from "./owner-numbers";

// The owner's numbers' period (owner-period-picker.tsx): a choice is read again from
// the real server, chosen dates only on Show, and the server names the period it counted.

const server = startDashboardServer();
beforeAll(siteContent);
const open = () => renderSection(<OwnerNumbersCard />, { route: "overview", at: "/dashboard/overview" });
const shown = () => screen.getByText("Showing").parentElement!.textContent!;

describe("Owner's numbers period", () => {
  it("all time: the server counts everything recorded", async () => {
    await server.newLead("Old Lead");
    await server.signInAs("admin");
    const { user } = open();
    await screen.findByText(/Chennai dates/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "all");
    await screen.findByText("Everything recorded");
    expect(shown()).toBe("Showing Everything recorded");
    expect(screen.getByText((_, el) => el?.tagName === "P" && /^All time:/.test(el.textContent ?? "")).textContent).toContain("1 new lead,");
  });

  it("chosen dates are read on Show, and a lead outside them is not counted", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await screen.findByText(/Chennai dates/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "custom");
    const form = screen.getByRole("form", { name: "Choose the period's dates" });
    fireEvent.change(within(form).getByLabelText("From"), { target: { value: "2020-01-01" } });
    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "2020-01-31" } });
    await user.click(within(form).getByRole("button", { name: "Show" }));
    expect(await screen.findByText("1 Jan 2020 – 31 Jan 2020")).toBeTruthy();
    expect(screen.getAllByText("No leads yet.")).toHaveLength(2);
  });

  it("a last day before the first is refused before anything is asked", async () => {
    await server.signInAs("admin");
    const { user } = open();
    await screen.findByText(/Chennai dates/);
    await user.selectOptions(screen.getByRole("combobox", { name: "Period" }), "custom");
    const form = screen.getByRole("form", { name: "Choose the period's dates" });
    fireEvent.change(within(form).getByLabelText("From"), { target: { value: "2020-02-10" } });
    fireEvent.change(within(form).getByLabelText("To"), { target: { value: "2020-02-01" } });
    await user.click(within(form).getByRole("button", { name: "Show" }));
    expect(await screen.findByText("The last day must not be before the first")).toBeTruthy();
    expect(shown()).not.toContain("2020");
  });
});
