import { formatInstituteTime, instituteDay } from "./institute-time";

// A booked free demo class, as the visitor keeps it: the time in Chennai time
// whatever their phone's zone, the place, and a calendar file (.ics) their phone's
// calendar opens. The file carries the course and the time only, never who booked.

/** How long a demo class is planned for, in the calendar entry. */
export const DEMO_CLASS_MINUTES = 60;

/** The server's calendar file for a demo class. */
export const DEMO_CALENDAR_PATH = "/api/demo-class.ics";

/** The link to a demo class's calendar file: course id and UTC time only. */
export function demoCalendarHref(courseId: string, at: string) {
  return `${DEMO_CALENDAR_PATH}?${new URLSearchParams({ course: courseId, at }).toString()}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Wednesday, 25 Nov 2026, 11:00 am (Chennai time)". */
export function demoTimeText(at: string) {
  const weekday = WEEKDAYS[new Date(`${instituteDay(at)}T00:00:00Z`).getUTCDay()];
  return `${weekday}, ${formatInstituteTime(at)} (Chennai time)`;
}
