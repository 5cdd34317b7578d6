// The placement record's form as browser and server check it: text fields of the multipart post (the photo
// travels as a file).

import { z } from "./zod";
import { isoDate } from "./dates";
import { FIELD_MAX } from "./limits";

const required = (message: string, max: number = FIELD_MAX.short) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(" is required", "")} is too long`);

const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is too long`).optional();

/** Text fields of the placement form (multipart; the image travels as a file). */
export const placementSchema = z.object({
  id: z.string().trim().max(40).optional(),
  name: required("Name is required", FIELD_MAX.name),
  // One of the site's courses: staff add and hide them, so the server checks the
  // name against its database (server/modules/placements/routes.ts).
  course: z.string({ error: "Please select a course" }).trim().min(1, "Please select a course").max(80, "Please select a course"),
  degree: z.string().trim().max(FIELD_MAX.short).optional(),
  date: isoDate("Date is required"),
  placement: required("Placement status is required"),
  // Shown on the public cards when entered (docs/decisions/060); optional, as
  // records saved before these fields existed have neither.
  company: optionalText("Company", FIELD_MAX.name),
  role: optionalText("Role", FIELD_MAX.name),
});
export type PlacementInput = z.infer<typeof placementSchema>;

export interface Placement {
  _id: string;
  stuId: string;
  name: string;
  course: string;
  degree: string | null;
  date: string;
  placement: string;
  image: string | null;
  company: string | null;
  role: string | null;
}

/** What a public page shows of a placement: no internal student id (docs/decisions/060). */
export type PublicPlacement = Omit<Placement, "stuId">;

export const publicPlacement = ({ stuId: _internal, ...shown }: Placement): PublicPlacement => shown;

/** `?course=` on GET /api/placements: one course's records, by the course's id. */
export const placementListQuerySchema = z.object({ course: z.string().trim().max(80, "course is too long").optional() });
