// The domain errors of placements you can prove (docs/decisions/089): the
// module's functions throw these, never an HTTP answer; ./routes.ts alone turns
// them into statuses, so the same functions serve any other caller.

export class PlacementError extends Error {}

/** Nothing by that id (or not one the caller may see). */
export class NotFound extends PlacementError {}

/** The change clashes with what is stored (a duplicate, a second answer). */
export class Conflict extends PlacementError {}

/** Refused for reasons the person can act on, each in plain words. */
export class Refused extends PlacementError {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

/** The input breaks a rule no schema can check alone (an unknown course, a field that does not fit the code). */
export class Invalid extends PlacementError {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
