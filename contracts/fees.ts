// Course fees as visitors read them (docs/decisions/040): one formatter for every
// page and the dashboard, and one rule for the "Fee from" figure. No zod here:
// public pages import this and stay small.
import { indianWhole } from "./en-in-format";

/** The highest "fee from" staff can give a course: ₹10,00,000 (ten lakh). */
export const FEE_FROM_MAX = 1_000_000;

/** 150000 → "₹1,50,000": whole rupees, Indian digit grouping (lakh, crore). */
export const formatRupees = (amount: number) => `₹${indianWhole(amount)}`;

/** 25000 → "Fee from ₹25,000": the line on a course's card and at the top of its page. */
export const feeFromText = (amount: number) => `Fee from ${formatRupees(amount)}`;

/**
 * The fee a course is advertised "from": the lowest fee among its listed
 * (upcoming) batches when any of them has one, because those are the prices a
 * visitor can book now; otherwise the course's own "fee from"; otherwise none.
 */
export function courseFeeFrom(course: { feeFrom?: number }, batches: readonly { feeInr?: number }[]): number | undefined {
  const fees = batches.map((b) => b.feeInr).filter((fee): fee is number => typeof fee === "number");
  return fees.length > 0 ? Math.min(...fees) : course.feeFrom;
}
