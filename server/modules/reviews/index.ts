// The front door of the reviews module (docs/decisions/090): reviews: the routes and
// the records the public pages read. Code outside the module imports this file only;
// what it exports is what other modules may use.

export { reviewRoutes } from "./routes";
export { bestGeneralReviews, listReviews, toReview } from "./repository";
