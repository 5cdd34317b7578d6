// A course page: details, curriculum, fees, upcoming batches, demo slots and proof from placements and
// reviews (docs/decisions/061).

import type { CourseContent } from "#contracts/content";
import { CheckIcon, ChevronDown } from "../components/icons";
import { ContactBlock } from "../features/contact/contact-block";
import { CourseEnquiryForm } from "../features/enquiries/course-enquiry-form";
import { CourseEnquiryModal } from "../features/enquiries/course-enquiry-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import { formAnchor } from "#contracts/form-reply";
import { CourseHero } from "../features/courses/course-hero";
import { DemoBar } from "../features/courses/demo-bar";
import { UpcomingBatches } from "../features/courses/upcoming-batches";
import { TrainerProfiles } from "../features/trainers/trainer-profiles";
import { TrustFacts } from "../features/trust/trust-facts";
import type { Route } from "../routes/+types/course";
import { CourseProof } from "./course-proof";

type CourseData = Route.ComponentProps["loaderData"];

export default function CoursePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <CourseDetail data={loaderData} proof={<CourseProof courseId={loaderData.course.id} courseName={loaderData.course.name} proof={loaderData.proof} />} />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h2 className="text-2xl font-bold text-brand-900">{title}</h2>
      <div className="mt-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Every curriculum the same way: "Module 1 · title" headings, each with its list of topics. */
function Curriculum({ curriculum }: { curriculum: CourseContent["curriculum"] }) {
  return (
    <>
      {curriculum.overview && <p>{curriculum.overview}</p>}
      <ol className={`grid gap-4 md:grid-cols-2 ${curriculum.overview ? "mt-5" : ""}`} data-testid="curriculum-modules">
        {curriculum.modules.map((module, i) => (
          <li key={`${i}:${module.title}`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h3 className="font-bold text-brand-900">
              <span className="block text-xs font-semibold uppercase tracking-wider text-brand-700">Module {i + 1}</span>
              <span className="sr-only"> · </span>
              {module.title}
            </h3>
            <ul className="mt-3 space-y-1.5 text-sm">
              {module.topics.map((topic, t) => (
                <li key={`${t}:${topic}`} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </>
  );
}

function FaqList({ faq }: { faq: CourseContent["faq"] }) {
  return (
    <section aria-labelledby="course-faq" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <h2 id="course-faq" className="text-2xl font-bold text-brand-900">
        Frequently asked questions
      </h2>
      <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200" data-testid="course-faq">
        {faq.map((item, i) => (
          <details key={`${i}:${item.question}`} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base">{item.question}</h3>
              <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function CourseDetail({ data, proof }: { data: CourseData; proof?: React.ReactNode }) {
  const { course, batches, demoSlots, trainers, photos } = data;
  const { curriculum } = course;
  const apply = useFormModal("apply");
  const courseName = course.name;
  return (
    <>
      <CourseHero course={course} batches={batches} apply={apply.trigger} />
      <CourseEnquiryModal
        id={apply.id}
        open={apply.open}
        onClose={() => apply.setOpen(false)}
        courseName={courseName}
        courseId={course.id}
        demoSlots={demoSlots}
      />
      {/* On phones the batches and the form come first, right after the hero
          (docs/decisions/061); from lg up the form stands in a column of its own. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 md:py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          <UpcomingBatches batches={batches} enquire={apply.trigger} />
        </div>
        <aside
          id={formAnchor("course")}
          className="scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          aria-label="Enquiry"
        >
          <CourseEnquiryForm courseName={courseName} courseId={course.id} source="Course page" demoSlots={demoSlots} />
        </aside>
        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          {proof}
          <Section title="Course Overview">
            <p>{course.overview}</p>
            {course.highlights && (
              <div className="mt-4">
                <Bullets items={course.highlights} />
              </div>
            )}
          </Section>
          <Section title="Curriculum">
            <Curriculum curriculum={curriculum} />
          </Section>
          <Section title="Features">
            <Bullets items={course.features} />
          </Section>
          <Section title="Things You Will Learn">
            <Bullets items={course.learn} />
          </Section>
          <Section title={`What is ${course.name}?`}>
            <p>{course.definition}</p>
          </Section>
          {course.faq && course.faq.length > 0 && <FaqList faq={course.faq} />}
        </div>
      </div>
      <TrainerProfiles trainers={trainers} courseName={courseName} />
      <TrustFacts photos={photos} className="py-12" />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ContactBlock />
      </div>
      <DemoBar />
    </>
  );
}
