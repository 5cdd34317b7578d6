// The front door of the reports module (docs/decisions/090): the owner's numbers: its
// routes. Code outside the module imports this file only; what it exports is what other
// modules may use.

export { reportRoutes } from "./routes";
