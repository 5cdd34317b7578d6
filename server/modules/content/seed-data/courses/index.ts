import { readFileSync } from "node:fs";
import { COURSE_IDS } from "#contracts/courses";

// A course as a new installation starts: one data file each, named by the
// course's id, without `hidden` (every seed course is visible; staff may hide it
// later). The files are data, not code: the seeder checks each against the course
// schema, as it checks staff's saves (../../seed.ts), so a missing file or one that
// drifts from the contract fails the seed's own test and the start-up, never a page.
// Read from disk rather than imported: every loader that runs the seeder (tsx,
// Vite's runner, Vitest, Playwright) reads a file the same way.

/** A data file of the seed, parsed (not yet checked). */
export const readSeedJson = (url: URL): unknown => JSON.parse(readFileSync(url, "utf8"));

/** The twelve seed courses, in the catalogue's (menu) order. */
export const seedCourseFiles = COURSE_IDS.map((id) => readSeedJson(new URL(`./${id}.json`, import.meta.url)));
