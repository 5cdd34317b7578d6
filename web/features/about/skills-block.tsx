// The About page's closing block: links to the course pages and to corporate training.

import { useCourseNav } from "#web/lib/site-content";
import { CourseLinks } from "#web/components/course-links";
import { SectionHeading } from "#web/components/section-heading";
import { ArrowLink } from "#web/components/arrow-link";

interface SkillsBlockProps {
  heading: string;
  intro: string;
  applyLabel: string;
  applyText: string;
}

/** 'Explore Our Courses': links to the 12 course pages and 'Apply Now' to corporate training. */
export function SkillsBlock({ heading, intro, applyLabel, applyText }: SkillsBlockProps) {
  const courseNav = useCourseNav();
  return (
    <section aria-labelledby="skills-heading" className="bg-brand-50/60 py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="skills-heading" intro={intro}>
          {heading}
        </SectionHeading>
        <CourseLinks
          courses={courseNav}
          className="mt-10 grid gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          linkClass="group flex h-full items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-3 py-3 text-[15px] font-semibold sm:px-4 sm:py-3.5 sm:text-base text-brand-900 shadow-sm transition hover:border-brand-600 hover:bg-brand-800 hover:text-white"
          arrowClass="h-4 w-4 shrink-0 text-brand-600 transition group-hover:translate-x-0.5 group-hover:text-accent-400"
        />
        <div className="mt-10 flex flex-col items-start gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between md:p-8">
          <p className="max-w-xl text-slate-700">{applyText}</p>
          <ArrowLink
            href="/corporate-training"
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-accent-500 px-7 py-3 font-bold text-brand-900 shadow-sm transition hover:bg-accent-400"
          >
            {applyLabel}
          </ArrowLink>
        </div>
      </div>
    </section>
  );
}
