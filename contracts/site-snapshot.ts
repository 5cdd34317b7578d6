import type { AboutDocument, Batch, CorporateClients, CourseContent, Facilities, PlacementServices, SiteFacts, Trainers, WhyChooseItems } from "./content";
import { type DemoSlot, pageDemoSlots } from "./demo-slots";
import { instituteDay } from "./institute-time";
import type { PublicPlacement } from "./placement";
import { NO_PLACEMENT_PROOF, type PlacementProof } from "./placement-proof";
import { publicPaths } from "./public-paths";
import type { PublicReview } from "./review";
import type { Video } from "./youtube-url";

/** How many of the newest videos the pages show. */
export const SNAPSHOT_VIDEOS = 24;

/**
 * Proof written into the pages' HTML (docs/decisions/060): the first page of
 * placement records (all, and per course: /placements and its course filter),
 * the first page of reviews (/student-feedback, the home page), and the newest
 * reviews about each course. Bounded, so the snapshot and every page's data stay small.
 */
export const SNAPSHOT_PLACEMENTS = 12;
export const SNAPSHOT_REVIEWS = 6;
export const COURSE_REVIEWS = 3;

/** The first page of a list and how many there are in all. */
export interface ListStart<T> {
  items: T[];
  total: number;
}

export interface SiteProof {
  placements: ListStart<PublicPlacement>;
  /** Per visible course id: its newest records. */
  placementsByCourse: Record<string, ListStart<PublicPlacement>>;
  reviews: ListStart<PublicReview>;
  /** Per visible course id: the newest reviews about it (COURSE_REVIEWS). */
  reviewsByCourse: Record<string, PublicReview[]>;
  /**
   * The best reviews that name no course (COURSE_REVIEWS): highest rating first,
   * then the newest. A course page with no reviews of its own shows these,
   * labelled as about the institute (docs/decisions/087).
   */
  generalReviews: PublicReview[];
  /** The outcome ledger's numbers per course and the placements students chose to show (docs/decisions/097). */
  outcomes: PlacementProof;
}

export const NO_PROOF: SiteProof = {
  placements: { items: [], total: 0 },
  placementsByCourse: {},
  reviews: { items: [], total: 0 },
  reviewsByCourse: {},
  generalReviews: [],
  outcomes: NO_PLACEMENT_PROOF,
};

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
  /** Placement records and reviews; missing in the build's pre-render (no database there). */
  proof?: SiteProof;
  /**
   * Whether this server reads a blog feed (BLOG_FEED_URL). Without one /blog shows
   * our own guide links at once instead of asking for articles that cannot come.
   * Missing in the build's pre-render, which assumes a feed.
   */
  blogFeed?: boolean;
  /**
   * The Chennai day (yyyy-mm-dd) the snapshot was read on: the server reads a new
   * one each day, so a course page's listed demo slots (docs/decisions/061) hold
   * all day. Missing in the build's pre-render, which uses the build's day.
   */
  today?: string;
}

/** The demo slots a course's page lists in its HTML: the same on the page, its confirmation and the server's check. */
export function snapshotDemoSlots(snapshot: SiteSnapshot, courseId: string): DemoSlot[] {
  return pageDemoSlots(snapshot.batches[courseId] ?? [], snapshot.today ?? instituteDay(Date.now()));
}

/** Public paths of a snapshot: the registry's pages, with one per visible course (contracts/public-paths.ts). */
export const snapshotPaths = (courseIds: string[]) => publicPaths(courseIds);
