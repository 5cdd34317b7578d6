import type { Batch, CourseContent } from "#contracts/content";
import { courseFeeFrom, feeFromText } from "#contracts/fees";
import { formAnchor } from "#contracts/form-reply";
import { ModalLink, type ModalTrigger } from "#web/components/modal-link";

// The top of a course page: what the course is, the facts a student weighs first
// (duration, fee, the language it is taught in, paying in parts) and the two
// next steps, the free demo first (docs/decisions/061). On phones the artwork sits
// below the text, never behind it; from md up it is a faint backdrop to the right
// of a dark gradient that keeps the text AA.

/** "Fee in parts: up to 3 instalments", when the course offers it. */
export const feeInPartsText = (instalments: number) => `Fee in parts: up to ${instalments} instalments`;

/** Duration, the fee it starts from when staff gave one, the teaching language and the fee in parts. */
function HeroFacts({ course, batches }: { course: CourseContent; batches: Batch[] }) {
  const fee = courseFeeFrom(course, batches);
  return (
    <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-accent-400">
      <span>Duration: {course.duration}</span>
      {fee !== undefined && <span data-testid="course-fee">{feeFromText(fee)}</span>}
      {course.instalments !== undefined && <span data-testid="course-instalments">{feeInPartsText(course.instalments)}</span>}
      {course.language && <span data-testid="course-language">Taught in {course.language}</span>}
    </p>
  );
}

export function CourseHero({ course, batches, apply }: { course: CourseContent; batches: Batch[]; apply: ModalTrigger }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white" data-testid="course-hero">
      <div className="relative z-10 mx-auto max-w-7xl px-4 pb-8 pt-8 sm:px-6 md:py-24">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
          <a href="/" className="hover:text-white">
            Home
          </a>{" "}
          /{" "}
          <a href="/courses" className="hover:text-white">
            Courses
          </a>{" "}
          / <span aria-current="page">{course.name}</span>
        </nav>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight md:text-5xl">{course.name}</h1>
        <p className="mt-3 max-w-2xl text-xl text-slate-200">{course.heading}</p>
        <HeroFacts course={course} batches={batches} />
        <div className="mt-6 flex flex-wrap items-center gap-3 md:mt-8">
          <a
            href={`#${formAnchor("course")}`}
            data-testid="hero-book-demo"
            className="inline-flex min-h-12 items-center rounded-full bg-accent-500 px-7 py-3 text-lg font-bold text-brand-900 shadow-lg shadow-black/20 transition hover:bg-accent-400"
          >
            Book a free demo
          </a>
          <ModalLink
            trigger={apply}
            className="inline-flex min-h-12 items-center rounded-full px-6 py-3 text-lg font-bold text-white ring-2 ring-white/70 transition hover:bg-white/10"
          >
            Apply Now
          </ModalLink>
        </div>
      </div>
      <div aria-hidden="true" className="px-4 pb-8 sm:px-6 md:absolute md:inset-0 md:p-0">
        <img
          src={course.image}
          alt=""
          width={640}
          height={400}
          fetchPriority="high"
          data-testid="course-hero-art"
          className="mx-auto block aspect-[16/10] w-full max-w-xs rounded-2xl object-cover md:h-full md:max-w-none md:rounded-none md:opacity-30"
        />
        <div className="absolute inset-0 hidden bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/30 md:block" />
      </div>
    </section>
  );
}
