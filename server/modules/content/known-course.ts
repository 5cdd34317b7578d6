// Checks that a placement or review names a course staff keep, so records and pages agree on course names.

import type { Db } from "#server/db/types";
import { Invalid } from "#server/domain-errors";
import { listCourses } from "./repository";

const SELECT_COURSE = "Please select a course";

/**
 * A placement's (or a review's) course is one of the courses staff keep, by its
 * name; hidden ones count too: past students took them.
 */
export async function requireKnownCourse(db: Db, name: string) {
  const courses = await listCourses(db, { includeHidden: true });
  if (!courses.some((c) => c.course.name === name)) throw new Invalid(SELECT_COURSE, { course: SELECT_COURSE });
}

/** The name records of a course id were saved with (`?course=python` on a public list), or a 400 for an id no course has. */
export async function courseNameOf(db: Db, id: string): Promise<string> {
  const courses = await listCourses(db, { includeHidden: true });
  const found = courses.find((c) => c.course.id === id);
  if (!found) throw new Invalid("Unknown course", { course: "Unknown course" });
  return found.course.name;
}
