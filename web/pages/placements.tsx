// The Placements page: records first, then the placement services (docs/decisions/060).

import { PageBanner } from "../components/page-banner";
import { PlacementNumbers } from "../features/placements/placement-numbers";
import { PlacementRecords } from "../features/placements/placement-records";
import { PlacementOffer, PlacementSupport } from "../features/placements/placement-support";
import type { Route } from "../routes/+types/placements";

export default function Placements({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      {/* Records first, right after a short heading; what we do to get there follows (docs/decisions/060). */}
      <PageBanner compact title="Placements" subtitle="Where our students work now, newest first." />
      {/* What the records prove, counted from the ledger, above the institute's own cards (docs/decisions/097). */}
      <PlacementNumbers outcomes={loaderData.outcomes} courseName={loaderData.course?.name} />
      <PlacementRecords initial={loaderData.records} course={loaderData.course} courses={loaderData.courses} />
      <PlacementSupport />
      <PlacementOffer services={loaderData.services} />
      <section className="bg-brand-900">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-white">Your name could be on this list next</h2>
            <p className="mt-2 text-slate-300">Talk to a counsellor about the course and the role that suit you.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href="/courses" className="rounded-xl bg-accent-400 px-5 py-2.5 font-bold text-brand-900 transition hover:bg-accent-500">
              Explore courses
            </a>
            <a href="/contact" className="rounded-xl px-5 py-2.5 font-bold text-white ring-1 ring-white/40 transition hover:bg-white/10">
              Contact Us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
