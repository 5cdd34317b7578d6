import { homeContent } from "#web/content/home";
import { FadeIn } from "./fade-in";
import { useCourseNav } from "#web/lib/site-content";
import { CourseLinks } from "#web/components/course-links";
import { SectionHeading } from "#web/components/section-heading";

/**
 * Our Courses: a sticky side list of course links (the hovered one highlighted)
 * beside marketing paragraphs that fade in once as they scroll into view.
 */
export function OurCourses() {
  const courseNav = useCourseNav();
  const { heading, lead, listLabel, paragraphs } = homeContent.ourCourses;
  return (
    <section id="our-courses" aria-labelledby="our-courses-heading" className="below-fold bg-brand-50/60 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="our-courses-heading" intro={lead} width="max-w-3xl">
          {heading}
        </SectionHeading>
        <div className="mt-12 grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
          <nav aria-label={listLabel} className="self-start rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-24">
            <p className="px-3 pb-2 pt-1 text-xs font-bold uppercase tracking-wider text-slate-500">{listLabel}</p>
            <CourseLinks
              courses={courseNav}
              className="grid grid-cols-1 gap-0.5 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-1"
              linkClass="group flex items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-[15px] font-semibold text-slate-700 transition-colors hover:bg-brand-800 hover:text-white focus-visible:bg-brand-800 focus-visible:text-white"
              arrowClass="h-4 w-4 shrink-0 -translate-x-1 opacity-0 transition group-hover:translate-x-0 group-hover:opacity-100 group-focus-visible:opacity-100"
            />
          </nav>
          <div className="space-y-6">
            {paragraphs.map((p, i) => (
              <FadeIn key={p.title} as="article" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-5">
                  <span aria-hidden="true" className="text-3xl font-extrabold leading-none text-amber-700 tabular-nums md:text-4xl">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <div>
                    <h3 className="text-xl font-bold text-brand-900">{p.title}</h3>
                    <p className="mt-3 leading-relaxed text-slate-600">{p.body}</p>
                  </div>
                </div>
              </FadeIn>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
