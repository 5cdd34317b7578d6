import { chennaiDayMonthYear } from "#contracts/en-in-format";

/** A post's date as readers in Chennai see it, e.g. "4 Mar 2025"; "" when unknown. */
export function postDate(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return chennaiDayMonthYear(d);
}
