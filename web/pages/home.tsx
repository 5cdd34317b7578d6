import { Suspense, lazy, useState } from "react";
import { ContactBlock } from "../features/contact/contact-block";
import { ClosingCta } from "../features/home/closing-cta";
import { Hero } from "../features/home/hero";
import { OurCourses } from "../features/home/our-courses";
import { WhyChoose } from "../features/home/why-choose";
import { Testimonials } from "../features/testimonials/testimonials";
import { JobReadyVideos } from "../features/videos/job-ready-videos";
import type { Route } from "../routes/+types/home";

// The registration form (and its validation code) loads when first asked for,
// keeping the home page's first load small.
const loadRegistration = () => import("../features/enquiries/registration-modal");
const RegistrationModal = lazy(() => loadRegistration().then((m) => ({ default: m.RegistrationModal })));

export default function Home({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const [registerOpen, setRegisterOpen] = useState(false);
  const [registerMounted, setRegisterMounted] = useState(false);
  const openRegister = () => {
    setRegisterMounted(true);
    setRegisterOpen(true);
  };

  return (
    <>
      <Hero onRegister={openRegister} onRegisterIntent={() => void loadRegistration()} />
      <WhyChoose items={loaderData.whyChoose} />
      <OurCourses />
      <JobReadyVideos initial={loaderData.videos} />
      <Testimonials />
      <ClosingCta onRegister={openRegister}>
        <ContactBlock />
      </ClosingCta>
      {registerMounted && (
        <Suspense fallback={null}>
          <RegistrationModal open={registerOpen} onClose={() => setRegisterOpen(false)} onReopen={openRegister} />
        </Suspense>
      )}
    </>
  );
}
