// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DASHBOARD_PAGE_SIZE } from "#contracts/limits";
import type { ListState } from "../queries/list-state";
import { type Column, ResourceTable } from "./resource-table";
import { RowActions, actionsColumn } from "./row-actions";

// The one table of the dashboard's sections: loading, the reason and Retry when a
// read failed, the empty text, a search over the rows, pages, and each row's
// buttons named after the row.

afterEach(cleanup);

type Student = { id: string; name: string; course: string };

const students = (n: number): Student[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, name: `Student ${i + 1}`, course: i % 2 ? "Tally" : "Python" }));

const list = (over: Partial<ListState<Student>>): ListState<Student> => ({
  status: "ready",
  items: [],
  retry: vi.fn(),
  refresh: vi.fn(),
  update: vi.fn(),
  ...over,
});

function Table({ state, onEdit = vi.fn(), onDelete = vi.fn() }: { state: ListState<Student>; onEdit?: (s: Student) => void; onDelete?: (s: Student) => void }) {
  const columns: Column<Student>[] = [
    { header: "Name", cell: (s) => s.name, lead: true },
    { header: "Course", cell: (s) => s.course },
    actionsColumn((s) => <RowActions subject={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />),
  ];
  return (
    <ResourceTable
      noun="students"
      caption="Students"
      columns={columns}
      list={state}
      rowKey={(s) => s.id}
      emptyText="No students yet."
      matches={(s, q) => s.name.toLowerCase().includes(q) || s.course.toLowerCase().includes(q)}
    />
  );
}

/** The wide-screen table (the phone cards carry the same rows). */
const table = () => screen.getByRole("table", { name: "Students" });
const names = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("ResourceTable", () => {
  it("says it is loading", () => {
    render(<Table state={list({ status: "loading" })} />);
    expect(screen.getByRole("status").textContent).toContain("Loading students…");
  });

  it("shows why a read failed, and Retry reads again", async () => {
    const retry = vi.fn();
    render(<Table state={list({ status: "error", error: "The server is busy.", retry })} />);
    expect(screen.getByRole("alert").textContent).toContain("The server is busy.");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows its empty text and no table when there are no rows", () => {
    render(<Table state={list({ items: [] })} />);
    expect(screen.getByText("No students yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("pages its rows and moves between pages", async () => {
    const rows = students(DASHBOARD_PAGE_SIZE + 1);
    render(<Table state={list({ items: rows })} />);
    const pages = screen.getByRole("navigation", { name: "Students pages" });
    expect(pages.textContent).toContain("Page 1 of 2");
    expect(names()).toEqual(rows.slice(0, DASHBOARD_PAGE_SIZE).map((s) => s.name));
    expect(within(pages).getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(pages).getByRole("button", { name: "Next" }));
    expect(pages.textContent).toContain("Page 2 of 2");
    expect(names()).toEqual([rows[DASHBOARD_PAGE_SIZE]!.name]);
    expect(within(pages).getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });

  it("searches its rows, back to page 1, and says when nothing matches", async () => {
    const rows = students(DASHBOARD_PAGE_SIZE + 2);
    render(<Table state={list({ items: rows })} />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    const search = screen.getByRole("searchbox", { name: "Search students" });
    await userEvent.type(search, "tally");
    expect(names()).toEqual(
      rows
        .filter((s) => s.course === "Tally")
        .slice(0, DASHBOARD_PAGE_SIZE)
        .map((s) => s.name),
    );
    expect(screen.getByRole("navigation", { name: "Students pages" }).textContent).toContain("Page 1 of");
    await userEvent.clear(search);
    await userEvent.type(search, "nobody");
    expect(screen.getByText("No students match “nobody”.")).toBeTruthy();
  });

  it("names each row's buttons after the row and hands the row to them", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const rows = students(2);
    render(<Table state={list({ items: rows })} onEdit={onEdit} onDelete={onDelete} />);
    // Actions is read out but not shown.
    const head = within(table()).getByRole("columnheader", { name: "Actions" });
    expect(head.querySelector(".sr-only")?.textContent).toBe("Actions");
    await userEvent.click(within(table()).getByRole("button", { name: "Edit Student 2" }));
    expect(onEdit).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(within(table()).getByRole("button", { name: "Delete Student 1" }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it("keeps a valid page when rows go", async () => {
    function Shrinking() {
      const [rows, setRows] = useState(students(DASHBOARD_PAGE_SIZE + 1));
      return (
        <>
          <button type="button" onClick={() => setRows((r) => r.slice(0, -1))}>
            Drop last
          </button>
          <Table state={list({ items: rows })} />
        </>
      );
    }
    render(<Shrinking />);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await userEvent.click(screen.getByRole("button", { name: "Drop last" }));
    expect(screen.getByRole("navigation", { name: "Students pages" }).textContent).toContain("Page 1 of 1");
    expect(names()).toHaveLength(DASHBOARD_PAGE_SIZE);
  });
});
