// The front door of the page-views module (docs/decisions/090): page-view counting: the
// plugin, the report's routes and a visit's source. Code outside the module imports
// this file only; what it exports is what other modules may use.

export { registerPageViews } from "./plugin";
export { pageViewRoutes } from "./routes";
export { enquirySource } from "./source";
