import { PageBanner } from "../components/page-banner";
import { placementIntro } from "../content/placements";
import { PlacementRecords } from "../features/placements/placement-records";
import { PlacementOffer, PlacementSupport } from "../features/placements/placement-support";
import type { Route } from "../routes/+types/placements";

export default function Placements({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PageBanner title="Placements" subtitle="Interview practice, career guidance and hiring partners: everything we do to help you land your first role.">
        <ul className="mt-8 flex flex-wrap gap-3" aria-label="Placement support highlights">
          {placementIntro.highlights.map((h) => (
            <li key={h} className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/20">
              {h}
            </li>
          ))}
        </ul>
      </PageBanner>
      <PlacementSupport />
      <PlacementOffer services={loaderData.services} />
      <PlacementRecords />
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
