import { Link } from "react-router";
import { PageBanner } from "../components/page-banner";
import { loadCourses } from "../content/courses";
import { pageSeo } from "../content/pages";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/courses";

// The cards need a few fields of each course, not every course's full copy: the
// build-time loader picks them, they are pre-rendered into the page, and a move
// here inside the site fetches the small pre-rendered /courses.data.
export async function loader() {
  return (await loadCourses()).map(({ id, name, path, image, summary, duration }) => ({ id, name, path, image, summary, duration }));
}

export const meta = () => pageMeta({ ...pageSeo.courses, path: "/courses" });

export default function Courses({ loaderData: cards }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Courses" subtitle="Twelve job-oriented programmes, each with live projects and placement support." />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {cards.map((course, i) => (
          <Link
            key={course.id}
            to={course.path}
            className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
          >
            <img
              src={course.image}
              alt=""
              width={640}
              height={400}
              loading={i < 3 ? "eager" : "lazy"}
              className="aspect-[16/10] w-full object-cover"
            />
            <div className="p-5">
              <h2 className="text-xl font-bold text-brand-900 group-hover:text-brand-700">{course.name}</h2>
              <p className="mt-2 text-sm text-slate-600">{course.summary}</p>
              <p className="mt-3 text-sm font-semibold text-brand-700">{course.duration} · View course →</p>
            </div>
          </Link>
        ))}
      </div>
    </>
  );
}
