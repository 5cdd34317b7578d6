// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { REVIEW_TRUNCATE_CHARS } from "#contracts/limits";
import { ColumnHeads, figureHeadClass } from "./column-heads";
import { PhotoThumb } from "./photo-thumb";
import { SectionFrame } from "./section-frame";
import { DotBadge, StatusBadge } from "./status-badge";
import { truncate } from "./truncate";

// The small parts of a section's table: the photo or initials of a row, the cut
// review text, the status badges, the heading and the column heads.

afterEach(cleanup);

describe("PhotoThumb", () => {
  it("shows the record's photo named after the person", () => {
    render(<PhotoThumb image="/uploads/asha.webp" name="Asha Devi" />);
    const img = screen.getByRole("img", { name: "Photo of Asha Devi" });
    expect(img.getAttribute("src")).toMatch(/\/uploads\/asha\.webp$/);
    expect(img.getAttribute("loading")).toBe("lazy");
  });

  it("shows up to two initials, not read out, when there is no photo", () => {
    const { container } = render(
      <>
        <PhotoThumb image={null} name="asha  devi kumar" />
        <PhotoThumb image={undefined} name=" " />
      </>,
    );
    const spans = container.querySelectorAll('span[aria-hidden="true"]');
    expect([...spans].map((s) => s.textContent)).toEqual(["AD", "?"]);
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("truncate", () => {
  it("cuts review text to its limit with an ellipsis, and leaves short text alone", () => {
    const long = "a".repeat(REVIEW_TRUNCATE_CHARS - 1) + " and more";
    expect(truncate(long)).toBe(`${"a".repeat(REVIEW_TRUNCATE_CHARS - 1)}…`);
    expect(truncate("Good teachers.")).toBe("Good teachers.");
  });

  it("never splits an emoji", () => {
    expect(truncate("👍👍👍", 2)).toBe("👍👍…");
  });
});

describe("badges, heading and column heads", () => {
  it("say a staff account's status in words", () => {
    render(
      <>
        <StatusBadge verified />
        <StatusBadge verified={false} />
        <DotBadge tone="muted">Hidden</DotBadge>
      </>,
    );
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByText("Hidden")).toBeTruthy();
  });

  it("name the section by its heading and hold its action and card", () => {
    render(
      <SectionFrame title="Reviews" description="What students say on the site." action={<button type="button">Add review</button>}>
        <p>The table</p>
      </SectionFrame>,
    );
    const section = screen.getByRole("region", { name: "Reviews" });
    expect(screen.getByRole("heading", { level: 1, name: "Reviews" })).toBeTruthy();
    expect(section.textContent).toContain("What students say on the site.");
    expect(section.contains(screen.getByRole("button", { name: "Add review" }))).toBe(true);
  });

  it("head a figure table: the name on the left, the numbers on the right", () => {
    render(
      <table>
        <thead>
          <ColumnHeads labels={["Course", "Enquiries", "Joined"]} classOf={figureHeadClass} />
        </thead>
      </table>,
    );
    const heads = screen.getAllByRole("columnheader");
    expect(heads.map((h) => h.textContent)).toEqual(["Course", "Enquiries", "Joined"]);
    expect(heads.map((h) => h.className)).toEqual(["py-2 pr-3", "py-2 pr-3 text-right", "py-2 text-right"]);
  });
});
