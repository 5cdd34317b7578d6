// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api";
import { FigureCard } from "./figure-card";
import { DialogLoadFailed, DialogLoading } from "./load-states";

// The Overview's figure cards (loading, the figures, the reason with Retry) and a
// dialog's load states.

afterEach(cleanup);

function Figures({ load }: { load: () => Promise<number> }) {
  const query = useQuery({ queryKey: ["figures"], queryFn: load, retry: false });
  return (
    <FigureCard id="owner" title="The owner's numbers" what="the owner's numbers" query={query}>
      {(n) => <p>{n} enrolments</p>}
    </FigureCard>
  );
}

const withClient = (node: React.ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;

describe("FigureCard", () => {
  it("says it is loading, then shows its figures under its title", async () => {
    let answer = (_n: number) => {};
    render(withClient(<Figures load={() => new Promise((resolve) => (answer = resolve))} />));
    const card = screen.getByRole("region", { name: "The owner's numbers" });
    expect(screen.getByRole("status").textContent).toBe("Loading the owner's numbers…");
    answer(12);
    expect(await screen.findByText("12 enrolments")).toBeTruthy();
    expect(card.contains(screen.getByText("12 enrolments"))).toBe(true);
  });

  it("shows the server's reason and reads again on Retry", async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new ApiError(500, "Internal", { message: "The reports are being rebuilt." }))
      .mockResolvedValueOnce(7);
    render(withClient(<Figures load={load} />));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load the owner's numbers: The reports are being rebuilt.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("7 enrolments")).toBeTruthy();
  });

  it("asks to check the connection when there was no answer at all", async () => {
    render(withClient(<Figures load={() => Promise.reject(new TypeError("Failed to fetch"))} />));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load the owner's numbers: Check your connection and try again.");
  });
});

describe("a dialog's load states", () => {
  it("announce loading as a status and a failure as an alert", () => {
    render(
      <>
        <DialogLoading>Loading the receipt…</DialogLoading>
        <DialogLoadFailed>Could not load the receipt: it was deleted.</DialogLoadFailed>
      </>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading the receipt…");
    expect(screen.getByRole("alert").textContent).toBe("Could not load the receipt: it was deleted.");
  });
});
