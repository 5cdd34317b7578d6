// The booked demo class as a calendar file (.ics) the confirmation links to; it names the class, never the
// visitor (docs/decisions/043).

import { createEvent } from "ics";
import { COURSE_ID_PATTERN } from "#contracts/content";
import { DEMO_CALENDAR_PATH, DEMO_CLASS_MINUTES } from "#contracts/demo-calendar";
import { z } from "#contracts/zod";
import { siteView } from "#contracts/site-view";
import { Invalid, NotFound } from "#server/domain-errors";
import type { ApiServer } from "#server/route-schemas";
import { getCourse, readDocument } from "../content";

export const DEMO_TIME_MESSAGE = "The demo time is not a valid date and time.";
const DAY_MS = 86_400_000;

const query = z.object({
  course: z.string().max(64).regex(COURSE_ID_PATTERN, "Unknown course"),
  at: z.iso.datetime({ message: DEMO_TIME_MESSAGE }),
});

/**
 * GET /api/demo-class.ics?course=…&at=…: a booked demo class as a calendar file,
 * linked from the booking's confirmation ("Add to calendar"). It names the course,
 * the time, the place and the number to call, never the visitor: the link holds
 * no personal data and may be cached. Times in UTC, which every calendar shows in
 * its owner's zone.
 */
export async function demoCalendarRoutes(app: ApiServer) {
  app.get(DEMO_CALENDAR_PATH, { schema: { querystring: query } }, async (request, reply) => {
    const { course: courseId, at } = request.query;
    const start = Date.parse(at);
    const now = app.now();
    // A booking is at most weeks ahead; a calendar entry for a far-off or long-past date is a mistake.
    if (start < now - 7 * DAY_MS || start > now + 400 * DAY_MS) throw new Invalid(DEMO_TIME_MESSAGE, { at: DEMO_TIME_MESSAGE });
    const stored = await getCourse(app.db, courseId);
    if (!stored || stored.course.hidden) throw new NotFound("Course not found");
    const site = siteView(await readDocument(app.db, "site"));
    const { error, value } = createEvent({
      uid: `demo-${courseId}-${start}@${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      productId: `${site.name}//Demo class`,
      start,
      startInputType: "utc",
      startOutputType: "utc",
      duration: { minutes: DEMO_CLASS_MINUTES },
      title: `Free demo class: ${stored.course.name} at ${site.name}`,
      location: `${site.name}, ${site.fullAddress}`,
      description: `Your free ${stored.course.name} demo class at ${site.name}. Can't make it or need directions? Call ${site.phoneDisplay}.`,
      url: site.directionsHref,
      status: "CONFIRMED",
      busyStatus: "BUSY",
    });
    if (error || !value) throw error ?? new Error("calendar file not made");
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", `attachment; filename="demo-class-${courseId}.ics"`)
      .header("cache-control", "public, max-age=3600")
      .send(value);
  });
}
