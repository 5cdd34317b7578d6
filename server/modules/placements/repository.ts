// Maps the placements table to the Placement the API and pages use.

import type { Placement, PlacementInput } from "#contracts/placement";
import type { PlacementsTable } from "#server/db/types";
import { photoRecordStore } from "../images";

export function toPlacement(row: PlacementsTable): Placement {
  return {
    _id: row.id,
    stuId: row.stu_id,
    name: row.name,
    course: row.course,
    degree: row.degree,
    date: row.date,
    placement: row.placement,
    image: row.image,
    company: row.company ?? null,
    role: row.role ?? null,
  };
}

const placements = photoRecordStore("placements", ["name", "stu_id", "course", "degree", "placement", "company", "role"], (input: PlacementInput) => ({
  name: input.name,
  course: input.course,
  degree: input.degree || null,
  date: input.date,
  placement: input.placement,
  company: input.company || null,
  role: input.role || null,
}));

export const { list: listPlacements, courseOf: placementCourse, add: addPlacement, update: updatePlacement, remove: deletePlacement } = placements;
