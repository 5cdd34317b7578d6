// The front door of the student module (docs/decisions/090): the student's own page and
// sign-in: the routes and the student session check. Code outside the module imports
// this file only; what it exports is what other modules may use.

export { studentRoutes } from "./routes";
export { createStudentSession, requireStudent } from "./sessions";
export { STUDENT_COOKIE } from "./page";
export type { MyPageCard } from "./page-cards";
