import { COURSE_CATALOG } from "#contracts/courses";
import { coursePath } from "#contracts/public-paths";
import { siteView } from "#contracts/site-view";
import { seedCourses, seedDocuments, seedSiteFacts } from "#server/modules/content/seed";

// What a fresh installation shows, from the seed the server starts with: the
// values the tests expect on the pages until a test changes them.

/** The seed's institute facts as the pages show them. */
export const seedSite = siteView(seedSiteFacts);

/** The twelve seed courses as the menus list them, in order. */
export const seedCourseLinks = COURSE_CATALOG.map((c) => ({ id: c.id, name: c.name, path: coursePath(c.id) }));

export const seedFacilities = seedDocuments.facilities;

/** A seed course's full content. */
export async function seedCourse(id: string) {
  const course = (await seedCourses()).find((c) => c.id === id);
  if (!course) throw new Error(`No seed course ${id}`);
  return course;
}
