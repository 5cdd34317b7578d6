import { describe, expect, it } from "vitest";
import { PAGE_PARAMETERS } from "#contracts/page-parameters";
import { renderedUrl } from "./page-url";

// The address a page is rendered and cached under keeps only what the page reads.

describe("renderedUrl", () => {
  it("drops every parameter no page reads, and a read one's values no page can use", () => {
    expect(PAGE_PARAMETERS).toEqual(["sent", "course", "demo"]);
    expect(renderedUrl("/courses/python", "?gclid=abc&utm_source=google&fbclid=x&msclkid=y&anything=1")).toBe("/courses/python");
    // `sent` names one of the site's forms; a made-up value is dropped, not rendered.
    expect(renderedUrl("/contact", "?sent=contact&gclid=1")).toBe("/contact?sent=contact");
    expect(renderedUrl("/contact", "?sent=not-a-form")).toBe("/contact");
    expect(renderedUrl("/contact", "?sent=%3Cscript%3E")).toBe("/contact");
    expect(renderedUrl("/courses/python", "?")).toBe("/courses/python");
    expect(renderedUrl("/", "")).toBe("/");
  });

  it("keeps a parameter a page reads, whatever else comes with it, in one order per set of values", () => {
    const reads = ["sent"];
    expect(renderedUrl("/contact", "?utm_source=google&sent=contact&gclid=1", reads)).toBe("/contact?sent=contact");
    expect(renderedUrl("/contact", "?gclid=2&sent=contact", reads)).toBe("/contact?sent=contact");
    expect(renderedUrl("/contact", "?gclid=2", reads)).toBe("/contact");
    // The same value however it was encoded: one cache entry.
    expect(renderedUrl("/search", "?q=a%20b", ["q"])).toBe(renderedUrl("/search", "?q=a+b", ["q"]));
    expect(renderedUrl("/search", "?q=a%20b", ["q"])).toBe("/search?q=a+b");
  });

  it("keeps React Router's _routes, and what the page reads, on a data request only", () => {
    expect(renderedUrl("/dashboard.data", "?gclid=1&_routes=root,routes/dashboard")).toBe("/dashboard.data?_routes=root%2Croutes%2Fdashboard");
    expect(renderedUrl("/dashboard", "?_routes=root")).toBe("/dashboard");
    expect(renderedUrl("/contact.data", "?_routes=routes/contact&utm_medium=cpc&sent=contact", ["sent"])).toBe(
      "/contact.data?_routes=routes%2Fcontact&sent=contact",
    );
  });

  it("keeps ?course= on /placements only, for a visible course only: anything else is the unfiltered page (docs/decisions/060)", () => {
    const courses = ["python", "java"];
    expect(renderedUrl("/placements", "?course=python&utm_source=ig", undefined, courses)).toBe("/placements?course=python");
    expect(renderedUrl("/placements", "?course=cobol", undefined, courses)).toBe("/placements");
    expect(renderedUrl("/placements", "?course=%3Cscript%3E", undefined, courses)).toBe("/placements");
    expect(renderedUrl("/courses/python", "?course=python", undefined, courses)).toBe("/courses/python");
    expect(renderedUrl("/", "?course=java", undefined, courses)).toBe("/");
    // One value per parameter: a list of courses would multiply the renders.
    expect(renderedUrl("/placements", "?course=nope&course=java&course=python", undefined, courses)).toBe("/placements?course=java");
  });

  it("keeps ?demo= on a course page only for a slot that page lists now, so a booked demo's confirmation costs at most a few renders (docs/decisions/061)", () => {
    const at = "2026-12-02T05:30:00.000Z";
    const slots = { "/courses/python": [at] };
    const demo = `?sent=course&demo=${encodeURIComponent(at)}`;
    expect(renderedUrl("/courses/python", `${demo}&utm_source=instagram`, undefined, ["python"], slots)).toBe(
      `/courses/python?demo=${encodeURIComponent(at)}&sent=course`,
    );
    expect(renderedUrl("/courses/python", "?sent=course&demo=2026-12-02T06:30:00.000Z", undefined, ["python"], slots)).toBe("/courses/python?sent=course");
    expect(renderedUrl("/courses/java", demo, undefined, ["python", "java"], slots)).toBe("/courses/java?sent=course");
    expect(renderedUrl("/contact", `?demo=${at}`, undefined, [], slots)).toBe("/contact");
  });
});
