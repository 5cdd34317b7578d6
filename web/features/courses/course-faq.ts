import type { CourseFaq } from "#contracts/content";

// FAQPage structured data, only where Google's rules for it hold: the questions
// and answers are visible on the page (they are: the disclosure list), written by
// us, one answer each, and a question and answer repeated on several pages is
// marked up on none of them, so the same pair is never claimed by two pages
// (docs/decisions/027).

const pairKey = (item: CourseFaq) => `${item.question.trim().toLowerCase()}\u0000${item.answer.trim().toLowerCase()}`;

/** The question-and-answer pairs that appear on more than one course. */
export function repeatedFaqPairs(courses: readonly { faq?: readonly CourseFaq[] }[]): string[] {
  const seen = new Map<string, number>();
  for (const course of courses) for (const key of new Set((course.faq ?? []).map(pairKey))) seen.set(key, (seen.get(key) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > 1).map(([key]) => key);
}

/** FAQPage JSON-LD for this course's own (unrepeated) pairs, or undefined when none is left. */
export function faqPageJsonLd(faq: readonly CourseFaq[], repeated: readonly string[] = []) {
  const skip = new Set(repeated);
  const own = faq.filter((item) => item.question.trim() && item.answer.trim() && !skip.has(pairKey(item)));
  if (own.length === 0) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: own.map((item) => ({
      "@type": "Question",
      name: item.question.trim(),
      acceptedAnswer: { "@type": "Answer", text: item.answer.trim() },
    })),
  };
}
