import type { AboutDocument, Batch, Facilities, PlacementServices, SiteFacts, WhyChooseItems } from "../../../contracts/content";
import { instituteDay } from "../../../contracts/enquiry-inbox";
import type { SiteSnapshot } from "../../../contracts/site-snapshot";
import type { Db } from "../../db/types";
import { allDocuments, contentVersion, listBatches, listCourses } from "../content/repository";

/**
 * What the rendered pages depend on besides the snapshot itself: the content
 * version and the Chennai date (a batch that has started leaves the pages at
 * midnight without anyone saving anything).
 */
export async function snapshotStamp(db: Db, now = Date.now()) {
  return `${await contentVersion(db)}@${instituteDay(now)}`;
}

export async function readSnapshot(db: Db, now = Date.now()): Promise<SiteSnapshot> {
  const [docs, courses, batches] = await Promise.all([allDocuments(db), listCourses(db), listBatches(db, { fromDate: instituteDay(now) })]);
  const byCourse: Record<string, Batch[]> = {};
  for (const batch of batches) (byCourse[batch.courseId] ??= []).push(batch);
  return {
    site: docs.site as SiteFacts,
    courses: courses.map((c) => c.course),
    facilities: docs.facilities as Facilities,
    whyChoose: docs["why-choose"] as WhyChooseItems,
    about: docs.about as AboutDocument,
    placementServices: docs["placement-services"] as PlacementServices,
    batches: byCourse,
  };
}
