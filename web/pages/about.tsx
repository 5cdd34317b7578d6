// The About page: its sections, facilities and trainers, from the content snapshot.

import { PageBanner } from "../components/page-banner";
import { aboutExtras } from "../content/about";
import { AboutSections } from "../features/about/about-sections";
import { FacilitiesCarousel } from "../features/about/facilities-carousel";
import { SkillsBlock } from "../features/about/skills-block";
import { ContactBlock } from "../features/contact/contact-block";
import { TrainerProfiles } from "../features/trainers/trainer-profiles";
import { TrustFacts } from "../features/trust/trust-facts";
import type { Route } from "../routes/+types/about";
import { SectionHeading, SectionTitle } from "../components/section-heading";
import { ArrowLink } from "../components/arrow-link";

export default function About({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { about, facilities, trainers } = loaderData;
  const { facilities: facilitiesText, visit } = aboutExtras;
  return (
    <>
      <PageBanner title={about.header} subtitle={aboutExtras.bannerSubtitle} />
      <AboutSections sections={about.sections} values={aboutExtras.values} />
      {/* The figures only: the facilities' photos have their own carousel below. */}
      <TrustFacts className="py-12" />
      <SkillsBlock {...aboutExtras.skills} />
      <TrainerProfiles trainers={trainers} />
      <section className="bg-white py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading id="facilities-heading" eyebrow={facilitiesText.eyebrow} intro={facilitiesText.intro}>
            {facilitiesText.heading}
          </SectionHeading>
          <div className="mt-10">
            <FacilitiesCarousel facilities={facilities} />
          </div>
        </div>
      </section>
      <div className="bg-slate-50 py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionTitle>{visit.heading}</SectionTitle>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">{visit.text}</p>
            <ArrowLink
              href="/contact"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-800 px-7 py-3 font-bold text-white shadow-md transition hover:bg-brand-900"
            >
              {visit.link}
            </ArrowLink>
          </div>
          <ContactBlock />
        </div>
      </div>
    </>
  );
}
