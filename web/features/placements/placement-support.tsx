import { CheckIcon } from "#web/components/icons";
import { placementIntro } from "#web/content/placements";
import type { PlacementService } from "#contracts/content";
import { PlacementHeading } from "./placement-heading";

/** The placement support text. */
export function PlacementSupport() {
  return (
    <section aria-labelledby="placement-support-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <PlacementHeading id="placement-support-heading" eyebrow="Placement support">
            {placementIntro.heading}
          </PlacementHeading>
          <p className="mt-5 text-lg leading-relaxed text-slate-700">{placementIntro.lead}</p>
          {placementIntro.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 leading-relaxed text-slate-600">
              {p}
            </p>
          ))}
        </div>
        <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg md:p-8">
          <h3 className="text-lg font-bold">At a glance</h3>
          <ul className="mt-4 space-y-3">
            {placementIntro.highlights.map((h) => (
              <li key={h} className="flex gap-3">
                <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-accent-400 text-brand-900">
                  <CheckIcon className="h-4 w-4" />
                </span>
                <span className="text-slate-100">{h}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The what-we-offer list (edited by staff). */
export function PlacementOffer({ services: placementServices }: { services: PlacementService[] }) {
  return (
    <section aria-labelledby="what-we-offer-heading" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 md:pb-20">
      <h2 id="what-we-offer-heading" className="text-3xl font-extrabold text-brand-900 md:text-4xl">
        What we offer
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {placementServices.map((service) => (
          <li key={service.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8">
            <div className="flex items-center gap-4">
              <img src={service.image} alt="" width={160} height={120} loading="lazy" decoding="async" className="h-20 w-auto shrink-0 sm:h-24" />
              <h3 className="text-xl font-bold text-brand-900">{service.name}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-slate-600">{service.des}</p>
            {service.list && (
              <ul className="mt-4 space-y-3">
                {service.list.map((item) => (
                  <li key={item.title} className="flex gap-3">
                    <CheckIcon className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                    <p className="text-sm leading-relaxed text-slate-600">
                      <span className="font-semibold text-slate-800">{item.title}: </span>
                      {item.desc}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {service.conclusion && <p className="mt-auto pt-5 text-sm font-medium text-brand-700">{service.conclusion}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
