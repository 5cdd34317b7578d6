import type { Batch } from "#contracts/content";
import { instituteDay } from "#contracts/institute-time";
import { isDatabaseUnavailable } from "#server/db/faults";
import type { Db } from "#server/db/types";
import { type StoredCourse, listBatches, listCourses } from "../content";

/**
 * The courses and upcoming batches an enquiry is checked against, read from the
 * database every time and remembered, so that while the database cannot be
 * reached an enquiry is still checked (against the offer as last read) and kept
 * (docs/decisions/034) instead of refused. Content cannot change meanwhile: every
 * edit needs the database.
 */
export class KnownOffer {
  private courses?: StoredCourse[];
  /** Upcoming batches of every course, as last read. */
  private batches?: Batch[];

  constructor(private readonly db: Db) {}

  /** Reads the whole offer once (at start), so the first enquiry of an outage can be checked too. */
  async prime(now = Date.now()) {
    this.courses = await listCourses(this.db);
    this.batches = await listBatches(this.db, { fromDate: instituteDay(now) });
  }

  async visibleCourses(): Promise<StoredCourse[]> {
    try {
      this.courses = await listCourses(this.db);
      return this.courses;
    } catch (err) {
      if (this.courses && isDatabaseUnavailable(err)) return this.courses;
      throw err;
    }
  }

  async upcomingBatches(courseId: string, fromDate: string): Promise<Batch[]> {
    try {
      const batches = await listBatches(this.db, { courseId, fromDate });
      if (this.batches) this.batches = [...this.batches.filter((b) => b.courseId !== courseId), ...batches];
      return batches;
    } catch (err) {
      if (this.batches && isDatabaseUnavailable(err)) return this.batches.filter((b) => b.courseId === courseId && b.startDate >= fromDate);
      throw err;
    }
  }
}
