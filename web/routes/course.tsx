// The /courses/:id route: a course page from the content snapshot, a 404 for an unknown or hidden id.

import { data, isRouteErrorResponse } from "react-router";
import type { Batch, CourseContent, Facilities, Trainers } from "#contracts/content";
import type { DemoSlot } from "#contracts/demo-slots";
import { snapshotDemoSlots } from "#contracts/site-snapshot";
import { facilityPhotos } from "../features/trust/trust-facts";
import { coursePath } from "#contracts/public-paths";
import { faqPageJsonLd, repeatedFaqPairs } from "../features/courses/course-faq";
import { courseJsonLd } from "../features/courses/course-json-ld";
import { type CourseProofData, courseProof } from "../features/courses/course-proof-data";
import { snapshotOf } from "../lib/live-context";
import { absoluteUrl, pageMeta } from "../lib/seo";
import { rootContent } from "../lib/site-content";
import type { Route } from "./+types/course";
import CoursePage from "../pages/course";

const notFound = () => data("Course Not Found", { status: 404 });

// The server renders every course page from its content snapshot (what staff
// saved, with the course's upcoming batches); the build pre-renders from the
// seed files. A link to another course loads that page (public pages hydrate
// without the router, docs/decisions/031). An unknown or hidden id is a 404,
// shown by the ErrorBoundary.
// `repeatedFaq`: the question-and-answer pairs other visible courses show too,
// left out of this page's FAQPage data (features/courses/course-faq.ts).
export function loader({ params, context }: Route.LoaderArgs): {
  course: CourseContent & { path: string };
  batches: Batch[];
  repeatedFaq: string[];
  proof: CourseProofData;
  demoSlots: DemoSlot[];
  trainers: Trainers;
  photos: Facilities;
} {
  const snapshot = snapshotOf(context);
  const found = snapshot.courses.find((c) => c.id === params.courseId);
  if (!found) throw notFound();
  return {
    course: { ...found, path: coursePath(found.id) },
    batches: snapshot.batches[found.id] ?? [],
    repeatedFaq: repeatedFaqPairs(snapshot.courses),
    // The course's placement records and reviews (docs/decisions/060).
    proof: courseProof(snapshot, found.id),
    // The next demo slots, in the HTML (docs/decisions/061): the same all day, so the page stays rendered in memory.
    demoSlots: snapshotDemoSlots(snapshot, found.id),
    trainers: snapshot.trainers.filter((t) => t.courses?.includes(found.id)),
    photos: facilityPhotos(snapshot.facilities),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const { site } = rootContent(matches);
  if (!loaderData) return [{ title: `Course Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { course, batches, repeatedFaq } = loaderData;
  const faqJsonLd = faqPageJsonLd(course.faq ?? [], repeatedFaq);
  return pageMeta(
    {
      ...course.seo,
      path: course.path,
      jsonLd: [
        courseJsonLd(course, batches, site),
        {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/", site) },
            { "@type": "ListItem", position: 2, name: "Courses", item: absoluteUrl("/courses", site) },
            { "@type": "ListItem", position: 3, name: course.name, item: absoluteUrl(course.path, site) },
          ],
        },
        ...(faqJsonLd ? [faqJsonLd] : []),
      ],
    },
    matches,
  );
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Anything but a 404 is a real fault: let the root boundary say so.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <CourseNotFound />;
}

function CourseNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold text-brand-900">Course Not Found</h1>
      <p className="mt-4 text-slate-600">The course you are looking for does not exist.</p>
      <a href="/courses" className="mt-8 inline-block rounded-full bg-brand-900 px-6 py-3 font-semibold text-white">
        See all courses
      </a>
    </section>
  );
}

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage loaderData={loaderData} />;
}
