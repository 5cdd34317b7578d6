import { ArrowRight } from "../components/icons";
import { PageBanner } from "../components/page-banner";
import { aboutExtras } from "../content/about";
import { AboutSections } from "../features/about/about-sections";
import { FacilitiesCarousel } from "../features/about/facilities-carousel";
import { SkillsBlock } from "../features/about/skills-block";
import { ContactBlock } from "../features/contact/contact-block";
import { TrainerProfiles } from "../features/trainers/trainer-profiles";
import type { Route } from "../routes/+types/about";

export default function About({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { about, facilities, trainers } = loaderData;
  const { facilities: facilitiesText, visit } = aboutExtras;
  return (
    <>
      <PageBanner title={about.header} subtitle={aboutExtras.bannerSubtitle} />
      <AboutSections sections={about.sections} values={aboutExtras.values} />
      <SkillsBlock {...aboutExtras.skills} />
      <TrainerProfiles trainers={trainers} />
      <section className="bg-white py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <p className="text-sm font-bold uppercase tracking-wider text-brand-600">{facilitiesText.eyebrow}</p>
            <h2 id="facilities-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 md:text-4xl">
              {facilitiesText.heading}
            </h2>
            <p className="mt-3 text-lg text-slate-600">{facilitiesText.intro}</p>
          </div>
          <div className="mt-10">
            <FacilitiesCarousel facilities={facilities} />
          </div>
        </div>
      </section>
      <div className="bg-slate-50 py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 className="text-3xl font-extrabold tracking-tight text-balance text-brand-900 md:text-4xl">{visit.heading}</h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">{visit.text}</p>
            <a
              href="/contact"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-800 px-7 py-3 font-bold text-white shadow-md transition hover:bg-brand-900"
            >
              {visit.link}
              <ArrowRight className="h-4 w-4" />
            </a>
          </div>
          <ContactBlock />
        </div>
      </div>
    </>
  );
}
