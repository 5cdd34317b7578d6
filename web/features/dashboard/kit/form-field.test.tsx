// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CourseOptions } from "./course-options";
import { FormActions } from "./form-actions";
import { FormField, inputClass } from "./form-field";
import { SearchBox } from "./search-box";

// The parts every staff form is made of: a labelled field whose hint and message
// are read with it, the foot with upload progress, Cancel and a submit button that
// says what it is doing, the course choice and the search box.

afterEach(cleanup);

describe("FormField", () => {
  it("labels its control and has it read its hint, then its message", () => {
    render(
      <FormField label="Phone" hint="Ten digits." error="Enter a ten-digit phone number" optional>
        {(control) => <input {...control} className={inputClass} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Phone (optional)" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const read = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(read).toEqual(["Ten digits.", "Enter a ten-digit phone number"]);
  });

  it("is not marked invalid and reads nothing extra without a hint or message", () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("FormActions", () => {
  it("offers Cancel and the submit button when idle", async () => {
    const onCancel = vi.fn();
    render(<FormActions busy={false} progress={null} showProgress submitLabel="Add student" busyLabel="Adding..." onCancel={onCancel} />);
    expect(screen.getByRole("button", { name: "Add student" }).getAttribute("type")).toBe("submit");
    expect(screen.queryByRole("progressbar")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("while sending shows the upload's progress and says what it is doing, both buttons off", () => {
    render(<FormActions busy progress={0.426} showProgress submitLabel="Add student" busyLabel="Adding..." onCancel={vi.fn()} />);
    const bar = screen.getByRole("progressbar", { name: "Uploading photo" });
    expect(bar.getAttribute("aria-valuenow")).toBe("43");
    const submit = screen.getByRole("button", { name: "Adding..." });
    expect(submit.hasAttribute("disabled")).toBe(true);
    expect(submit.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows no progress for a write without a photo", () => {
    render(<FormActions busy progress={0.5} showProgress={false} submitLabel="Save" busyLabel="Saving..." onCancel={vi.fn()} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("CourseOptions and SearchBox", () => {
  it("lists a blank choice that says what it means, then every course", async () => {
    render(
      <label>
        Course
        <select defaultValue="">
          <CourseOptions courses={["Python", "Tally Prime"]} blank="Any course" />
        </select>
      </label>,
    );
    const select = screen.getByRole("combobox", { name: "Course" }) as HTMLSelectElement;
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Any course", "Python", "Tally Prime"]);
    await userEvent.selectOptions(select, "Tally Prime");
    expect(select.value).toBe("Tally Prime");
  });

  it("hands every keystroke of the search to its owner", async () => {
    function Search() {
      const [q, setQ] = useState("");
      return (
        <>
          <label htmlFor="q">Search reviews</label>
          <SearchBox id="q" value={q} onChange={setQ} placeholder="Search reviews" />
          <output>{q}</output>
        </>
      );
    }
    render(<Search />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search reviews" }), "asha");
    expect(screen.getByRole("status").textContent).toBe("asha");
  });
});
