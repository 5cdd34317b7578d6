import type { AboutDocument, Batch, CourseContent, Facilities, PlacementServices, SiteFacts, WhyChooseItems } from "./content";

/**
 * Everything the public pages show that staff can edit, as one value: the server
 * reads it from the database and renders every page from it; the build renders
 * from the seed files. Pages never read the database themselves.
 */
export interface SiteSnapshot {
  site: SiteFacts;
  /** Visible courses, in menu order. */
  courses: CourseContent[];
  facilities: Facilities;
  whyChoose: WhyChooseItems;
  about: AboutDocument;
  placementServices: PlacementServices;
  /** Upcoming batches (start date today or later, Chennai time) per course id. */
  batches: Record<string, Batch[]>;
}

/** Public paths of a snapshot: the fixed pages plus one per visible course. */
export function snapshotPaths(courseIds: string[]) {
  return [
    "/",
    "/about",
    "/courses",
    ...courseIds.map((id) => `/courses/${id}`),
    "/placements",
    "/corporate-training",
    "/student-feedback",
    "/blog",
    "/contact",
  ];
}
