// The front door of the batches module (docs/decisions/090): batches, class schedules
// and attendance: the routes, enrolment on payment and what a student's page shows.
// Code outside the module imports this file only; what it exports is what other modules
// may use.

export { batchRoutes } from "./routes";
export { checkBatchOpen, enrolOnPayment } from "./enrolment";
export { courseTitles } from "./roster";
export { batchEndDate, SCHEDULE_WORDS, sessionDates } from "./schedule";
export { attendanceOf, sessionsOf } from "./sessions";
export { batchViewForLead } from "./student-view";
