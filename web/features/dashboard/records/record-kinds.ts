import type { Placement } from "#contracts/placement";
import type { Review } from "#contracts/review";
import { readPlacements, readReviews } from "./api";
import type { RecordKind } from "./record-kind";

// The brief's two record screens and their endpoints (the compatibility paths of docs/decisions/015).

export const placementKind = {
  noun: "placement",
  read: readPlacements,
  list: "GET /api/placements",
  add: "POST /api/placements/add",
  update: "PUT /api/placements/update/:id",
  remove: "DELETE /api/placements/delete/:id",
} as const satisfies RecordKind<Placement>;

export const reviewKind = {
  noun: "review",
  read: readReviews,
  list: "GET /api/reviews",
  add: "POST /api/reviews/add",
  update: "PUT /api/reviews/update/:id",
  remove: "DELETE /api/reviews/delete/:id",
} as const satisfies RecordKind<Review>;
