import type { Batch } from "#contracts/content";
import { instituteDay } from "#contracts/enquiry-inbox";
import { SNAPSHOT_VIDEOS, type SiteSnapshot, snapshotDemoSlots } from "#contracts/site-snapshot";
import { coursePath } from "#contracts/public-paths";
import type { Db } from "#server/db/types";
import { contentVersion, listBatches, listCourses, readDocuments } from "../content";
import { listVideos, toVideo } from "../videos";
import { readProof } from "./proof";

/**
 * What the rendered pages depend on besides the snapshot itself: the content
 * version and the Chennai date (a batch that has started leaves the pages at
 * midnight without anyone saving anything).
 */
export async function snapshotStamp(db: Db, now = Date.now()) {
  return `${await contentVersion(db)}@${instituteDay(now)}`;
}

/** What the pages need to know about this server's configuration (not content: no save changes it). */
export interface SnapshotSettings {
  blogFeed: boolean;
}

export async function readSnapshot(db: Db, now = Date.now(), settings: SnapshotSettings = { blogFeed: false }): Promise<SiteSnapshot> {
  const [docs, courses, batches, videos] = await Promise.all([
    readDocuments(db),
    listCourses(db),
    listBatches(db, { fromDate: instituteDay(now) }),
    listVideos(db, { page: 1, limit: SNAPSHOT_VIDEOS, offset: 0 }),
  ]);
  const visible = courses.map((c) => c.course);
  const proof = await readProof(db, visible, now);
  const byCourse: Record<string, Batch[]> = {};
  for (const batch of batches) (byCourse[batch.courseId] ??= []).push(batch);
  return {
    site: docs.site,
    courses: visible,
    facilities: docs.facilities,
    whyChoose: docs["why-choose"],
    about: docs.about,
    placementServices: docs["placement-services"],
    trainers: docs.trainers,
    corporateClients: docs["corporate-clients"],
    batches: byCourse,
    videos: videos.rows.map(toVideo),
    proof,
    blogFeed: settings.blogFeed,
    today: instituteDay(now),
  };
}

/** The demo slots each course page of a snapshot lists, by its path: what `?demo=` may name (docs/decisions/061). */
export function listedDemoSlots(snapshot: SiteSnapshot): Record<string, string[]> {
  return Object.fromEntries(snapshot.courses.map((c) => [coursePath(c.id), snapshotDemoSlots(snapshot, c.id).map((s) => s.at)]));
}
