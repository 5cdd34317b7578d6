// The front door of placements you can prove (docs/decisions/089): the routes
// plugin, and the functions and types other modules may call (the student's own
// page, the public numbers to come). Other code imports this file only, never
// the module's other files; the module's functions throw the shared domain
// errors (server/domain-errors.ts, docs/decisions/091).

export { placementOutcomeRoutes } from "./routes";
export { registerPlacementNudges } from "./nudges";
export { placementOnMyPage } from "./my-page";

// The student's side, for their own page (/my).
export { answerIntent, intentOf, intentOpen } from "./intent";
export { applyToDrive, studentApplications, studentDrives, studentPlacement } from "./student-drives";
export { reportOwnJob, studentOutcome } from "./self-report";
export { type ReportForm, readReportForm } from "./report-form";

// The officer's records.
export { foldName, listEmployers } from "./employers";
export { driveView, listDrives } from "./drives";
export { outcomeView } from "./outcome-view";
export { placementStudents } from "./students";

// The numbers: computed from the records as of a moment, never stored.
export { type Graduate, type Standing, graduatesAsOf, median, placementStats, standingOf } from "./stats";
export { placementCsv } from "./csv";

// What the public pages show (docs/decisions/097): the numbers per course, the placements students chose to show.
export { placementProof } from "./public-proof";
export { placementConsentOf, setPlacementConsent } from "./consent";

export type {
  Drive,
  DriveApplication,
  Employer,
  PlacementCohort,
  PlacementOutcome,
  PlacementStats,
  PlacementStudent,
  StudentApplication,
  StudentDrive,
  StudentIntent,
  StudentOutcome,
  StudentPlacement,
} from "#contracts/api-table/placement-outcomes";
