// The home page's hero: the h1, the supporting line, "Register Now" and the course chips, all in the pre-
// rendered HTML (docs/decisions/028).

import { CheckIcon } from "#web/components/icons";
import { ModalLink, type ModalTrigger } from "#web/components/modal-link";
import { homeContent } from "#web/content/home";
import { useCourseNav } from "#web/lib/site-content";
import { CourseLinks } from "#web/components/course-links";
import { smallScreenChipOrder } from "./chip-order";
import { ArrowLink } from "#web/components/arrow-link";

const chipClass =
  "inline-flex items-center rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25 transition hover:bg-white hover:text-brand-900 sm:px-4 sm:py-2";

/**
 * The hero: the page's h1 (the largest element on first paint, pre-rendered),
 * the supporting line, 'Register Now' and the course chips. Both chip orders are
 * in the HTML and CSS shows the right one, so a phone sees the small-screen
 * order on first paint with no jump after hydration. On a 390 × 844 phone the
 * chips end above the floating WhatsApp and call buttons (floating-actions.tsx).
 */
export function Hero({ register }: { register: ModalTrigger }) {
  const { eyebrow, supportingLine, registerLabel, exploreLabel, chipsLabel, highlights } = homeContent.hero;
  const courseNav = useCourseNav();
  const mobileOrder = smallScreenChipOrder(courseNav);
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-900 via-brand-800 to-blue-800" />
      <div aria-hidden="true" className="absolute -right-32 -top-40 -z-10 h-[28rem] w-[28rem] rounded-full bg-blue-500/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-48 -left-24 -z-10 h-96 w-96 rounded-full bg-accent-400/10 blur-3xl" />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-10 pt-8 sm:px-6 sm:py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-400 ring-1 ring-white/15 sm:text-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-400" />
            {eyebrow}
          </p>
          <h1 className="mt-4 text-[2.1rem] sm:mt-5 font-extrabold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
            Job Oriented Courses: <span className="text-accent-400">Your Gateway to success</span>
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-indigo-100 sm:mt-5 sm:text-lg">{supportingLine}</p>
          <div className="mt-6 flex flex-wrap items-center gap-2 sm:mt-8 sm:gap-3">
            <ModalLink
              trigger={register}
              className="rounded-full bg-accent-500 px-6 py-3 sm:px-7 text-base font-bold text-brand-900 shadow-lg shadow-black/20 transition hover:bg-accent-400"
            >
              {registerLabel}
            </ModalLink>
            <ArrowLink
              href="/courses"
              className="inline-flex items-center gap-2 rounded-full px-4 py-3 font-semibold sm:px-5 text-white ring-1 ring-white/40 transition hover:bg-white/10"
            >
              {exploreLabel}
            </ArrowLink>
          </div>
          <nav aria-label={chipsLabel} className="mt-8 sm:mt-10">
            <p className="text-xs font-bold uppercase tracking-wider text-indigo-200">{chipsLabel}</p>
            <CourseLinks courses={mobileOrder} className="mt-3 flex flex-wrap gap-2 md:hidden" linkClass={chipClass} />
            <CourseLinks courses={courseNav} className="mt-3 hidden flex-wrap gap-2 md:flex" linkClass={chipClass} />
          </nav>
        </div>
        <ul className="hidden gap-3 lg:grid" aria-label="Highlights">
          {highlights.map((h) => (
            <li key={h.title} className="flex gap-4 rounded-2xl bg-white/[0.07] p-5 ring-1 ring-white/10 backdrop-blur">
              <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent-400 text-brand-900">
                <CheckIcon className="h-5 w-5" />
              </span>
              <span>
                <span className="block font-bold text-white">{h.title}</span>
                <span className="block text-sm text-indigo-200">{h.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
