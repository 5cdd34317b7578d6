import { ownerPeriodSchema } from "./owner-period";
import { z } from "./zod";

// The owner's numbers (docs/decisions/070): per batch, per
// course, per source and per counsellor, from the first visit to the fee paid.
// Money is in paise (integers). A rate is a share rounded to a whole percent;
// one above 100 % always comes with the reason, so nobody reads it as an error.

/** A share (part of whole) as staff read it; null when there is no whole to divide by. */
export const rateSchema = z.object({
  percent: z.number().int().nullable(),
  /** Why the share is above 100 %; null when it is not. */
  note: z.string().nullable(),
});
export type Rate = z.infer<typeof rateSchema>;

/** Why more enquiries than visits can be counted for a source. */
export const UNCOUNTED_VISITS_NOTE =
  "More enquiries than counted visits: some enquiries came without a counted visit (lead ads, WhatsApp, a browser that asks not to be tracked, or before visits were counted).";
/** Why a batch can hold more students than its seats. */
export const OVER_CAPACITY_NOTE = "More students than seats: the capacity was lowered after they enrolled, or staff enrolled them into a full batch's record.";

/** For shares that cannot pass 100 % by how they are counted; said, should it ever happen. */
export const OVER_WHOLE_NOTE = "Above 100 %: the records counted changed between readings; read the numbers again.";

/** part / whole as a Rate; `over` says why part can exceed whole. */
export function rate(part: number, whole: number, over = OVER_WHOLE_NOTE): Rate {
  if (whole <= 0) return { percent: null, note: part > 0 ? over : null };
  return { percent: Math.round((part / whole) * 100), note: part > whole ? over : null };
}

const money = {
  /** Received in the period (every payment's receipt dated in it, whatever became of its instalment later). */
  collectedPaise: z.number().int(),
  /** Still to come today on instalments that can be paid, overdue ones included: as of now, whatever the period. */
  duePaise: z.number().int(),
  /** Of duePaise, what is past its due date (Chennai). */
  overduePaise: z.number().int(),
};

export const ownerNumbersSchema = z.object({
  /** Chennai date the numbers were read on. */
  today: z.string(),
  /** The days counted (docs/decisions/072). */
  period: ownerPeriodSchema,
  totals: z.object({
    ...money,
    /** Leads that arrived in the period. */
    leads: z.number().int(),
    /** Of those leads, how many are enrolled now. */
    enrolled: z.number().int(),
    /** Leads made Enrolled in the period (and enrolled still), whenever they arrived. */
    enrolments: z.number().int(),
    visits: z.number().int(),
  }),
  /** Every batch, latest start first. Seats and attendance as of today; money collected in the period. */
  batches: z.array(
    z.object({
      id: z.string(),
      courseTitle: z.string(),
      startDate: z.string(),
      schedule: z.string(),
      timing: z.string(),
      /** Seats; null: not limited. */
      capacity: z.number().int().nullable(),
      enrolled: z.number().int(),
      fill: rateSchema,
      /** Classes attended over classes held, summed over the students now on the batch. */
      attendance: z.object({ attended: z.number().int(), held: z.number().int(), rate: rateSchema }),
      ...money,
    }),
  ),
  /** A lead counts under the course of the batch they joined, else the course they asked about. Most money first. */
  courses: z.array(z.object({ course: z.string(), leads: z.number().int(), enrolled: z.number().int(), conversion: rateSchema, ...money })),
  /** Sources in the visits' words (docs/decisions/053). Most money first. */
  sources: z.array(
    z.object({
      source: z.string(),
      visits: z.number().int(),
      leads: z.number().int(),
      /** Enquiries per counted visit. */
      enquiryRate: rateSchema,
      enrolled: z.number().int(),
      conversion: rateSchema,
      ...money,
    }),
  ),
  /** The period's leads by their owner now; id null: unassigned. */
  counsellors: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      leads: z.number().int(),
      enrolled: z.number().int(),
      conversion: rateSchema,
      /** Median time to the first response over their leads of the period answered (docs/decisions/066); null: none answered. */
      medianFirstResponseSeconds: z.number().nullable(),
    }),
  ),
});
export type OwnerNumbers = z.infer<typeof ownerNumbersSchema>;
