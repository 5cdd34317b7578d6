import { HydrateNear } from "#web/components/hydrate-near";
import { lazy } from "react";
import { ContactBlock } from "../features/contact/contact-block";
import { ClosingCta } from "../features/home/closing-cta";
import { Hero } from "../features/home/hero";
import { OurCourses } from "../features/home/our-courses";
import { WhyChoose } from "../features/home/why-choose";
import { TrustFacts } from "../features/trust/trust-facts";
import { RegistrationModal } from "../features/enquiries/registration-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import type { Route } from "../routes/+types/home";

// The registration form is part of the page's HTML (its buttons link to it, so it
// works from the first paint and without JavaScript), so its code comes with the
// page: a lazy part would be written into the HTML hidden until a script reveals
// it. The validation rules still load on first use.

// The videos and testimonials sections hydrate only as they near the screen, so
// their code (and the status texts the videos share) comes then too, not with the
// page (docs/decisions/076, 087); their HTML is readable before that.
const JobReadyVideos = lazy(() => import("../features/videos/job-ready-videos").then((m) => ({ default: m.JobReadyVideos })));
const Testimonials = lazy(() => import("../features/testimonials/testimonials").then((m) => ({ default: m.Testimonials })));

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  // A stored registration closes the modal; its confirmation stands on the page.
  const register = useFormModal("register", { openWhenSent: false });

  return (
    <>
      <Hero register={register.trigger} />
      {/* Below the hero, each section hydrates as it nears the screen (docs/decisions/076). */}
      <HydrateNear name="why-choose">
        <WhyChoose items={loaderData.whyChoose} />
      </HydrateNear>
      <HydrateNear name="trust-facts">
        <TrustFacts photos={loaderData.photos} className="py-12" />
      </HydrateNear>
      <HydrateNear name="our-courses">
        <OurCourses />
      </HydrateNear>
      <HydrateNear name="videos">
        <JobReadyVideos initial={loaderData.videos} />
      </HydrateNear>
      <HydrateNear name="testimonials">
        <Testimonials initial={loaderData.reviews} />
      </HydrateNear>
      <HydrateNear name="closing-cta">
        <ClosingCta register={register.trigger}>
          <ContactBlock />
        </ClosingCta>
      </HydrateNear>
      <RegistrationModal id={register.id} open={register.open} onClose={() => register.setOpen(false)} onReopen={() => register.setOpen(true)} />
    </>
  );
}
