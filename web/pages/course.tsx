import type { Batch, CourseContent } from "../../contracts/content";
import { courseFeeFrom, feeFromText } from "../../contracts/fees";
import { CheckIcon, ChevronDown } from "../components/icons";
import { ContactBlock } from "../features/contact/contact-block";
import { CourseEnquiryForm } from "../features/enquiries/course-enquiry-form";
import { CourseEnquiryModal } from "../features/enquiries/course-enquiry-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import { ModalLink } from "../components/modal-link";
import { formAnchor } from "../../contracts/form-reply";
import { UpcomingBatches } from "../features/courses/upcoming-batches";
import type { Route } from "../routes/+types/course";
import { CourseProof } from "./course-proof";

export default function CoursePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <CourseDetail
      course={loaderData.course}
      batches={loaderData.batches}
      proof={<CourseProof courseId={loaderData.course.id} courseName={loaderData.course.name} proof={loaderData.proof} />}
    />
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

/** Duration, and the fee it starts from when staff gave one (a batch's or the course's own). */
function HeroFacts({ course, batches }: { course: CourseContent; batches: Batch[] }) {
  const fee = courseFeeFrom(course, batches);
  return (
    <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold text-accent-400">
      <span>Duration: {course.duration}</span>
      {fee !== undefined && <span data-testid="course-fee">{feeFromText(fee)}</span>}
    </p>
  );
}

function CourseDetail({ course, batches, proof }: { course: CourseContent; batches: Batch[]; proof?: React.ReactNode }) {
  const { curriculum } = course;
  const apply = useFormModal("apply");
  const courseName = course.name;
  return (
    <>
      {/* On phones the artwork sits below the text, never behind it; from md up it
          is a faint backdrop to the right of a dark gradient that keeps the text AA. */}
      <section className="relative overflow-hidden bg-brand-900 text-white" data-testid="course-hero">
        <div className="relative z-10 mx-auto max-w-7xl px-4 pb-10 pt-12 sm:px-6 md:py-24">
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
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight md:text-5xl">{course.name}</h1>
          <p className="mt-3 max-w-2xl text-xl text-slate-200">{course.heading}</p>
          <HeroFacts course={course} batches={batches} />
          <ModalLink
            trigger={apply.trigger}
            className="mt-8 inline-flex items-center rounded-full bg-accent-500 px-8 py-3 text-lg font-bold text-brand-900 shadow-lg shadow-black/20 transition hover:bg-accent-400"
          >
            Apply Now
          </ModalLink>
        </div>
        <div aria-hidden="true" className="px-4 pb-10 sm:px-6 md:absolute md:inset-0 md:p-0">
          <img
            src={course.image}
            alt=""
            width={640}
            height={400}
            fetchPriority="high"
            data-testid="course-hero-art"
            className="mx-auto block aspect-[16/10] w-full max-w-md rounded-2xl object-cover md:h-full md:max-w-none md:rounded-none md:opacity-30"
          />
          <div className="absolute inset-0 hidden bg-gradient-to-r from-brand-900 via-brand-900/85 to-brand-900/30 md:block" />
        </div>
      </section>
      {proof}
      <CourseEnquiryModal id={apply.id} open={apply.open} onClose={() => apply.setOpen(false)} courseName={courseName} courseId={course.id} batches={batches} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <Section title="Course Overview">
            <p>{course.overview}</p>
            {course.highlights && (
              <div className="mt-4">
                <Bullets items={course.highlights} />
              </div>
            )}
          </Section>
          <UpcomingBatches batches={batches} enquire={apply.trigger} />
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
        <aside id={formAnchor("course")} className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start" aria-label="Enquiry">
          <CourseEnquiryForm courseName={courseName} courseId={course.id} source="Course page" batches={batches} />
        </aside>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <ContactBlock />
      </div>
    </>
  );
}
