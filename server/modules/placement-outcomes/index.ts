// The front door of placements you can prove (docs/decisions/089): the routes
// plugin, and the functions and types other modules may call. Other code
// imports this file only, never the module's other files.

export { placementOutcomeRoutes } from "./routes";
export { Conflict, Invalid, NotFound, PlacementError, Refused } from "./errors";
export { foldName, listEmployers } from "./employers";
export type { Employer } from "#contracts/api-table/placement-outcomes";
