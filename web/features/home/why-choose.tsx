import { homeContent } from "#web/content/home";
import type { WhyChooseItem } from "#contracts/content";
import { WhyIcon } from "./why-icons";
import { SectionHeading } from "#web/components/section-heading";
import { ArrowLink } from "#web/components/arrow-link";

/** 'Why choose us': the seven points (edited by staff; seeded from server/modules/content/seed-data/why-choose.ts). */
export function WhyChoose({ items: whyChoose }: { items: WhyChooseItem[] }) {
  const { eyebrow, heading, intro, cta } = homeContent.whyChoose;
  return (
    <section aria-labelledby="why-heading" className="below-fold bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="why-heading" eyebrow={eyebrow} intro={intro} width="max-w-3xl">
          {heading}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.map((item) => (
            <li
              key={item.id}
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md"
            >
              <span className="grid h-12 w-12 place-items-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-800 group-hover:text-white">
                <WhyIcon id={item.id} />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-slate-600">{item.description}</p>
            </li>
          ))}
          <li className="flex flex-col justify-between rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
            <div>
              <h3 className="text-lg font-bold">{cta.title}</h3>
              <p className="mt-2 text-[15px] leading-relaxed text-indigo-200">{cta.text}</p>
            </div>
            <ArrowLink
              href="/contact"
              className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-brand-900 hover:bg-accent-400"
            >
              {cta.link}
            </ArrowLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
