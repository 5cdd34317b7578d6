import type { Batch } from "#contracts/content";
import { courseFeeFrom } from "#contracts/fees";

// Structured data for the courses (docs/decisions/033). Google's Course list
// result reads an ItemList of Courses on /courses and each course's own page; a
// Course there needs its url, name, description and provider. The course page
// also keeps schema.org's offer and batch details (Google retired the Course
// info result in 2025; other readers of schema.org still use them): an Offer
// when a fee is known and one CourseInstance per upcoming batch.

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

/** The institute as it is named in the site facts, at its home page's address. */
export interface Provider {
  name: string;
  url: string;
}

/** The fields every Course of ours carries, on its own page and in the list. */
function course(fields: { name: string; path: string; description: string }, provider: Provider) {
  return {
    "@type": "Course",
    url: new URL(fields.path, provider.url).toString(),
    name: fields.name,
    // Search texts may say "{institute}" for the institute's name (lib/seo.ts).
    description: fields.description.replaceAll("{institute}", provider.name),
    provider: { "@type": "EducationalOrganization", name: provider.name, sameAs: provider.url },
  };
}

/**
 * A course page's Course: described by its search description, as the page's
 * meta description. Its Offer carries the fee the page shows as "Fee from"
 * (contracts/fees.ts): the lowest listed batch fee, else the course's own.
 */
export function courseJsonLd(page: { name: string; path: string; seo: { description: string }; feeFrom?: number }, batches: Batch[], provider: Provider) {
  const fee = courseFeeFrom(page, batches);
  return {
    "@context": "https://schema.org",
    ...course({ name: page.name, path: page.path, description: page.seo.description }, provider),
    // A batch staff entered at ₹0 is a free one: Google's categories are Free and Paid (among others).
    ...(fee !== undefined ? { offers: [{ "@type": "Offer", category: fee === 0 ? "Free" : "Paid", price: fee, priceCurrency: "INR" }] } : {}),
    ...(batches.length ? { hasCourseInstance: batches.map(courseInstance) } : {}),
  };
}

/**
 * /courses: the courses it shows, in its order, each a whole Course (Google's
 * "all-in-one page" list), described by the summary its card shows. Nothing
 * when the site shows no course.
 */
export function courseListJsonLd(cards: readonly { name: string; path: string; summary: string }[], provider: Provider) {
  if (cards.length === 0) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: cards.map((card, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: course({ name: card.name, path: card.path, description: card.summary }, provider),
    })),
  };
}
