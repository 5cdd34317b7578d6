// The front door of the placements module (docs/decisions/090): the placement cards of
// the public grid: routes and records. Code outside the module imports this file only;
// what it exports is what other modules may use.

export { placementRoutes } from "./routes";
export { listPlacements, toPlacement } from "./repository";
