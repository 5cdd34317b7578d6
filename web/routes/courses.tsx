import { Link } from "react-router";
import { PageBanner } from "../components/page-banner";
import { loadCourses } from "../content/courses";
import { formatDate } from "../../contracts/date-format";
import { siteContentContext } from "../content/live-context";
import { pageSeo } from "../content/pages";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/courses";

// The cards need a few fields of each course, not every course's full copy: the
// loader picks them (from the server's content snapshot, or the seed files at
// build time) and a move here inside the site fetches just those.
export async function loader({ context }: Route.LoaderArgs) {
  const snapshot = context.get(siteContentContext);
  const courses = snapshot ? snapshot.courses : await loadCourses();
  return courses.map((c) => {
    const batch = snapshot?.batches[c.id]?.[0];
    return { id: c.id, name: c.name, path: `/courses/${c.id}`, image: c.image, summary: c.summary, duration: c.duration, nextStart: batch?.startDate };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...pageSeo.courses, path: "/courses" }, matches);

export default function Courses({ loaderData: cards }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Our Courses" subtitle="Job-oriented programmes, each with live projects and placement support." />
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
              {course.nextStart && <p className="mt-3 text-sm font-semibold text-green-700">Next batch starts {formatDate(course.nextStart)}</p>}
              <p className="mt-3 text-sm font-semibold text-brand-700">{course.duration} · View course →</p>
            </div>
          </Link>
        ))}
      </div>
    </>
  );
}
