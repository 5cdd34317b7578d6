import { Suspense, lazy } from "react";
import { ContactBlock } from "../features/contact/contact-block";
import { ClosingCta } from "../features/home/closing-cta";
import { Hero } from "../features/home/hero";
import { OurCourses } from "../features/home/our-courses";
import { WhyChoose } from "../features/home/why-choose";
import { Testimonials } from "../features/testimonials/testimonials";
import { JobReadyVideos } from "../features/videos/job-ready-videos";
import { useFormModal } from "../features/enquiries/use-form-modal";
import type { Route } from "../routes/+types/home";

// The registration form is in the page's HTML (its buttons link to it, so it works
// from the first paint and without JavaScript); its code is a chunk of its own,
// and the validation rules load on first use.
const loadRegistration = () => import("../features/enquiries/registration-modal");
const RegistrationModal = lazy(() => loadRegistration().then((m) => ({ default: m.RegistrationModal })));

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  // A stored registration closes the modal; its confirmation stands on the page.
  const register = useFormModal("register", { openWhenSent: false });

  return (
    <>
      <Hero register={register.trigger} onRegisterIntent={() => void loadRegistration()} />
      <WhyChoose items={loaderData.whyChoose} />
      <OurCourses />
      <JobReadyVideos initial={loaderData.videos} />
      <Testimonials />
      <ClosingCta register={register.trigger}>
        <ContactBlock />
      </ClosingCta>
      <Suspense fallback={null}>
        <RegistrationModal id={register.id} open={register.open} onClose={() => register.setOpen(false)} onReopen={() => register.setOpen(true)} />
      </Suspense>
    </>
  );
}
