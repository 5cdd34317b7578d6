import type { AboutDocument, Batch, CorporateClients, CourseContent, Facilities, PlacementServices, SiteFacts, Trainers, WhyChooseItems } from "./content";
import { publicPaths } from "./public-paths";
import type { Video } from "./youtube-url";

/** How many of the newest videos the pages show. */
export const SNAPSHOT_VIDEOS = 24;

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
  /** Trainer profiles on /about; empty until staff enter them. */
  trainers: Trainers;
  /** Client logos and case studies on /corporate-training; empty until staff enter them. */
  corporateClients: CorporateClients;
  /** Upcoming batches (start date today or later, Chennai time) per course id. */
  batches: Record<string, Batch[]>;
  /** The newest videos (SNAPSHOT_VIDEOS), with their posters and captions. */
  videos: Video[];
  /**
   * Whether this server reads a blog feed (BLOG_FEED_URL). Without one /blog shows
   * our own guide links at once instead of asking for articles that cannot come.
   * Missing in the build's pre-render, which assumes a feed.
   */
  blogFeed?: boolean;
}

/** Public paths of a snapshot: the registry's pages, with one per visible course (contracts/public-paths.ts). */
export const snapshotPaths = (courseIds: string[]) => publicPaths(courseIds);
