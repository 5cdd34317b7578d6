import type { CourseId } from "#contracts/courses";
import { ArrowRight, CheckIcon } from "../components/icons";
import { PageBanner } from "../components/page-banner";
import { ClientStories } from "../features/corporate/client-stories";
import { WhatTeamsGet } from "../features/corporate/what-teams-get";
import { CallbackButton } from "../features/enquiries/callback-button";
import { CallbackModal } from "../features/enquiries/callback-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import { ModalLink } from "../components/modal-link";
import { formAnchor } from "#contracts/form-reply";
import { CorporateForm } from "../features/enquiries/corporate-form";
import { useCourseNav } from "../lib/site-content";
import type { Route } from "../routes/+types/corporate-training";

// The page's copy, kept together here. Unlike the About and Placements copy it is
// not in the saved content (docs/decisions/009, 018): changing it needs a developer.
const intro = [
  "No two companies have the same skill gap. Before we teach anything, our consultants meet your team leads to understand the tools you use, the projects on your roadmap and where your people are starting from. The programme we propose comes out of that conversation, not out of a brochure.",
  "Sessions run on weekdays, on weekends or as short intensive blocks, so your delivery schedule keeps moving. Participants practise on exercises modelled on your own data and workflows, and managers receive attendance and assessment reports after every module.",
];

const highlights = [
  "A skills baseline of every participant before the first session",
  "Curriculum shaped around your stack, tools and industry",
  "At your office anywhere in Chennai, at our Vadapalani centre or live online",
  "Hands-on labs and a capstone built on your real use cases",
  "Progress reports for managers and certificates for participants",
  "Follow-up clinics after the programme to help new skills stick",
];

const programmes: { id: CourseId; pitch: string }[] = [
  { id: "cyber-security", pitch: "Security awareness for all staff and hands-on defence for IT teams." },
  { id: "data-science", pitch: "Turn business data into forecasts, dashboards and better decisions." },
  { id: "aws", pitch: "Cloud foundations, migration and cost control for engineering teams." },
  { id: "full-stack", pitch: "Modern web development practices for new and experienced developers." },
  { id: "python", pitch: "Automate reports and repetitive tasks across every department." },
  { id: "microsoft-apps", pitch: "Excel, Word, PowerPoint and Outlook skills that save hours every week." },
  { id: "tally-accounting", pitch: "GST-ready accounting and Tally Prime for finance teams." },
  { id: "digital-marketing", pitch: "Search, social and performance marketing for in-house teams." },
];

export default function CorporateTraining({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const callback = useFormModal("callback");
  // Only programmes whose course is on the site now (staff may hide one).
  const courseById = new Map(useCourseNav().map((c) => [c.id, c]));
  return (
    <>
      <PageBanner
        title="Corporate Training"
        subtitle="Practical, instructor-led programmes for Chennai companies, built around your team's projects and delivered where your people work."
        aside={<WhatTeamsGet />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <CallbackButton trigger={callback.trigger} shadow="shadow-sm" />
          <a
            href="/contact"
            className="inline-flex items-center gap-2 rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
          >
            Contact Us
          </a>
        </div>
      </PageBanner>
      <CallbackModal id={callback.id} open={callback.open} onClose={() => callback.setOpen(false)} withCompany />

      {/* Reading order intro → form → programmes; on wide screens the form sits beside both. */}
      <div className="mx-auto grid max-w-7xl gap-x-10 gap-y-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_28rem] lg:grid-rows-[auto_1fr]">
        <section aria-labelledby="corporate-intro" className="min-w-0 lg:col-start-1">
          <h2 id="corporate-intro" className="text-2xl font-bold text-brand-900 md:text-3xl">
            Training that fits how your company works
          </h2>
          {intro.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {highlights.map((h) => (
              <li key={h} className="flex gap-2 text-slate-700">
                <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-600" />
                <span>{h}</span>
              </li>
            ))}
          </ul>
        </section>

        <aside
          id={formAnchor("corporate")}
          aria-labelledby="corporate-form-title"
          className="scroll-mt-24 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5">
            <div className="bg-brand-900 px-6 py-5 text-white">
              <h2 id="corporate-form-title" className="text-xl font-bold">
                Plan training for your team
              </h2>
              <p className="mt-1 text-sm text-slate-300">Tell us about your team and we will send a proposal within two working days.</p>
            </div>
            <div className="p-6">
              <CorporateForm />
            </div>
          </div>
        </aside>

        <div className="min-w-0 space-y-12 lg:col-start-1">
          <section aria-labelledby="corporate-courses">
            <h2 id="corporate-courses" className="text-2xl font-bold text-brand-900 md:text-3xl">
              Popular programmes for teams
            </h2>
            <p className="mt-2 text-slate-600">Each can be shortened, extended or combined to match your goals.</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {programmes.map(({ id, pitch }) => {
                const course = courseById.get(id);
                if (!course) return null;
                return (
                  <li key={id}>
                    <a
                      href={course.path}
                      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md"
                    >
                      <span className="flex items-center justify-between gap-2 font-bold text-brand-900">
                        {course.name}
                        <ArrowRight className="h-4 w-4 shrink-0 text-brand-600 transition group-hover:translate-x-0.5" />
                      </span>
                      <span className="mt-1.5 text-sm text-slate-600">{pitch}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>

          <ClientStories clients={loaderData.clients} />

          <section aria-labelledby="corporate-talk" className="rounded-2xl bg-brand-50 p-6 md:p-8">
            <h2 id="corporate-talk" className="text-xl font-bold text-brand-900">
              Prefer to talk it through?
            </h2>
            <p className="mt-2 text-slate-700">Our corporate team will call you at a time that suits you, or you can reach us directly.</p>
            <div className="mt-5 flex flex-wrap gap-3">
              <ModalLink trigger={callback.trigger} className="rounded-full bg-brand-900 px-6 py-3 font-semibold text-white transition hover:bg-brand-800">
                Request call back
              </ModalLink>
              <a href="/contact" className="rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900 transition hover:bg-white">
                Contact Us
              </a>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
