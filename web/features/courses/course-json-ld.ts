import type { Batch } from "../../../contracts/content";

// Structured data for a course page, following Google's Course info rules: a
// Course with its provider, an Offer when a fee is known, and one CourseInstance
// per upcoming batch with its mode and schedule.

const MODE = { classroom: "Onsite", online: "Online", both: "Blended" } as const;

/** "10:00 am – 1:00 pm" → "PT3H" (length of one session); undefined when unreadable. */
export function sessionLength(timing: string): string | undefined {
  const times = [...timing.toLowerCase().matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?/g)];
  if (times.length < 2) return undefined;
  const minutes = (m: RegExpMatchArray, fallbackMeridiem?: string) => {
    let h = Number(m[1]) % 12;
    const meridiem = m[3] ?? fallbackMeridiem;
    if (meridiem === "pm") h += 12;
    return h * 60 + Number(m[2] ?? 0);
  };
  const end = minutes(times[1]!);
  const start = minutes(times[0]!, times[0]![3] ?? times[1]![3]);
  const length = end - start;
  if (length <= 0 || length > 12 * 60) return undefined;
  const h = Math.floor(length / 60);
  const m = length % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}`;
}

/** "3 months" / "6 weeks" → number of weeks; undefined when unreadable. */
export function durationWeeks(duration: string): number | undefined {
  const match = /(\d+(?:\.\d+)?)\s*(month|week|day)/i.exec(duration);
  if (!match) return undefined;
  const n = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  return Math.max(1, Math.round(unit === "month" ? n * 4.33 : unit === "week" ? n : n / 7));
}

export function courseInstance(batch: Batch) {
  const weeks = durationWeeks(batch.duration);
  const length = sessionLength(batch.timing);
  // Weekday batches meet Monday to Friday, weekend batches Saturday and Sunday.
  const perWeek = batch.schedule === "weekday" ? 5 : 2;
  return {
    "@type": "CourseInstance",
    courseMode: MODE[batch.mode],
    startDate: batch.startDate,
    courseSchedule: {
      "@type": "Schedule",
      startDate: batch.startDate,
      repeatFrequency: batch.schedule === "weekday" ? "Daily" : "Weekly",
      ...(weeks ? { repeatCount: batch.schedule === "weekday" ? weeks * perWeek : weeks } : {}),
      ...(length ? { duration: length } : {}),
    },
  };
}

export function courseJsonLd(
  course: { name: string; seo: { description: string } },
  batches: Batch[],
  provider: { name: string; url: string },
) {
  const fees = batches.map((b) => b.feeInr).filter((f): f is number => typeof f === "number");
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.name,
    description: course.seo.description,
    provider: { "@type": "EducationalOrganization", name: provider.name, sameAs: provider.url },
    ...(fees.length ? { offers: [{ "@type": "Offer", category: "Paid", price: Math.min(...fees), priceCurrency: "INR" }] } : {}),
    ...(batches.length ? { hasCourseInstance: batches.map(courseInstance) } : {}),
  };
}
