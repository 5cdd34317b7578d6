// The front door of the blog module (docs/decisions/090): the blog feed: its routes.
// Code outside the module imports this file only; what it exports is what other modules
// may use.

export { blogRoutes } from "./routes";
