import { Suspense, lazy, useState } from "react";
import { siteContentContext } from "../content/live-context";
import { pageSeo } from "../content/pages";
import { whyChoose as seedWhyChoose } from "../content/why-choose";
import { ContactBlock } from "../features/contact/contact-block";
import { ClosingCta } from "../features/home/closing-cta";
import { Hero } from "../features/home/hero";
import { OurCourses } from "../features/home/our-courses";
import { WhyChoose } from "../features/home/why-choose";
import { Testimonials } from "../features/testimonials/testimonials";
import { JobReadyVideos } from "../features/videos/job-ready-videos";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/home";

// The 'Why choose us' points are edited by staff; see the course and about routes.
export function loader({ context }: Route.LoaderArgs) {
  const live = context.get(siteContentContext);
  // Videos with their posters are rendered into the page; the build (no database) has none.
  return { whyChoose: live?.whyChoose ?? seedWhyChoose, videos: live?.videos ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...pageSeo.home, path: "/" }, matches);

// The registration form (and its validation code) loads when first asked for,
// keeping the home page's first load small.
const loadRegistration = () => import("../features/enquiries/registration-modal");
const RegistrationModal = lazy(() => loadRegistration().then((m) => ({ default: m.RegistrationModal })));

export default function Home({ loaderData }: Route.ComponentProps) {
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
