import { z } from "./zod";
import { COURSE_NAMES } from "./courses";
import { isoDate } from "./dates";
import { FIELD_MAX } from "./limits";

const required = (message: string, max: number = FIELD_MAX.short) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(" is required", "")} is too long`);

/** Text fields of the placement form (multipart; the image travels as a file). */
export const placementSchema = z.object({
  id: z.string().trim().max(40).optional(),
  name: required("Name is required", FIELD_MAX.name),
  course: z.enum(COURSE_NAMES, { error: "Please select a course" }),
  degree: z.string().trim().max(FIELD_MAX.short).optional(),
  date: isoDate("Date is required"),
  placement: required("Placement status is required"),
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
}
