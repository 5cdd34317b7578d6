import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Batch } from "#contracts/content";
import type { SiteSnapshot } from "#contracts/site-snapshot";
import { seedCourses, seedSnapshot } from "#server/modules/content/seed";
import { siteContentContext } from "../lib/live-context";
import { SiteContentProvider, siteContentOf } from "../lib/site-content";
import CoursePage from "../pages/course";
import Courses from "../pages/courses";
import { loader as courseLoader } from "./course";
import { loader as coursesLoader } from "./courses";

// "Fee from ₹…" where a visitor decides: on each course's card on /courses and
// at the top of its page, rendered from the saved content the server holds.
// A listed batch's fee comes first (the lowest), else the course's own figure,
// else no fee line at all.

const batch = (courseId: string, startDate: string, feeInr?: number): Batch => ({
  id: `${courseId}-${startDate}`,
  courseId,
  startDate,
  schedule: "weekday",
  timing: "10:00 am – 1:00 pm",
  mode: "classroom",
  duration: "3 months",
  ...(feeInr === undefined ? {} : { feeInr }),
});

async function snapshotContext() {
  const [python, java, aws] = await seedCourses();
  const courses = [
    // Batches with fees, and a course figure they override.
    { ...python!, feeFrom: 20000 },
    // Only a batch without a fee: the course's own figure shows.
    { ...java!, feeFrom: 18500 },
    // Nothing entered anywhere.
    aws!,
  ];
  const batches = {
    [python!.id]: [batch(python!.id, "2026-12-07", 32000), batch(python!.id, "2026-12-12"), batch(python!.id, "2027-01-04", 28500)],
    [java!.id]: [batch(java!.id, "2026-12-14")],
  };
  const context = new RouterContextProvider();
  // The seed's whole snapshot (trainers, facilities, the day…) with these courses and batches.
  context.set(siteContentContext, { ...(await seedSnapshot()), courses, batches } satisfies SiteSnapshot);
  return { context, ids: courses.map((c) => c.id) };
}

/** The text of each card on /courses, in order. */
function cardTexts(html: string) {
  return [...html.matchAll(/<a [^>]*href="\/courses\/[^"]+"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " "));
}

describe("fee from", () => {
  it("shows on each card on /courses: the lowest listed batch fee, else the course's own, else nothing", async () => {
    const { context } = await snapshotContext();
    const cards = await coursesLoader({ context } as never);
    const [python, java, aws] = cardTexts(renderToStaticMarkup(createElement(Courses, { loaderData: cards })));
    expect(python).toContain("Fee from ₹28,500");
    expect(java).toContain("Fee from ₹18,500");
    expect(aws).not.toContain("Fee from");
    expect(aws).not.toContain("₹");
  });

  it("shows at the top of the course page beside the duration, and not at all without a fee", async () => {
    const { context, ids } = await snapshotContext();
    const hero = async (courseId: string) => {
      const loaderData = await courseLoader({ context, params: { courseId } } as never);
      // The page's contact block shows the site's facts, from the root route in the site.
      const html = renderToStaticMarkup(
        createElement(SiteContentProvider, { value: siteContentOf(await seedSnapshot()) }, createElement(CoursePage, { loaderData })),
      );
      return /data-testid="course-hero"[\s\S]*?<\/section>/
        .exec(html)![0]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");
    };
    expect(await hero(ids[0]!)).toMatch(/Duration: [^<]+ Fee from ₹28,500/);
    expect(await hero(ids[1]!)).toContain("Fee from ₹18,500");
    const plain = await hero(ids[2]!);
    expect(plain).toContain("Duration:");
    expect(plain).not.toContain("Fee from");
  });
});
