import type { RecordKind } from "./record-kind";

export const placementKind: RecordKind = { path: "/placements", noun: "placement" };
export const reviewKind: RecordKind = { path: "/reviews", noun: "review" };
