import { ContactBlock } from "../features/contact/contact-block";
import { ClosingCta } from "../features/home/closing-cta";
import { Hero } from "../features/home/hero";
import { OurCourses } from "../features/home/our-courses";
import { WhyChoose } from "../features/home/why-choose";
import { Testimonials } from "../features/testimonials/testimonials";
import { TrustFacts } from "../features/trust/trust-facts";
import { JobReadyVideos } from "../features/videos/job-ready-videos";
import { RegistrationModal } from "../features/enquiries/registration-modal";
import { useFormModal } from "../features/enquiries/use-form-modal";
import type { Route } from "../routes/+types/home";

// The registration form is part of the page's HTML (its buttons link to it, so it
// works from the first paint and without JavaScript), so its code comes with the
// page: a lazy part would be written into the HTML hidden until a script reveals
// it. The validation rules still load on first use.

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  // A stored registration closes the modal; its confirmation stands on the page.
  const register = useFormModal("register", { openWhenSent: false });

  return (
    <>
      <Hero register={register.trigger} />
      <WhyChoose items={loaderData.whyChoose} />
      <TrustFacts photos={loaderData.photos} className="py-12" />
      <OurCourses />
      <JobReadyVideos initial={loaderData.videos} />
      <Testimonials initial={loaderData.reviews} />
      <ClosingCta register={register.trigger}>
        <ContactBlock />
      </ClosingCta>
      <RegistrationModal id={register.id} open={register.open} onClose={() => register.setOpen(false)} onReopen={() => register.setOpen(true)} />
    </>
  );
}
