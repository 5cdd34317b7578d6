// The Courses page: a card for every course on offer.

import { PageBanner } from "../components/page-banner";
import { formatDate } from "#contracts/date-format";
import { feeFromText } from "#contracts/fees";
import type { Route } from "../routes/+types/courses";

export default function Courses({ loaderData: cards }: Pick<Route.ComponentProps, "loaderData">) {
  return (
    <>
      <PageBanner title="Our Courses" subtitle="Job-oriented programmes, each with live projects and placement support." />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {cards.map((course, i) => (
          <a
            key={course.id}
            href={course.path}
            className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
          >
            <img src={course.image} alt="" width={640} height={400} loading={i < 3 ? "eager" : "lazy"} className="aspect-[16/10] w-full object-cover" />
            <div className="p-5">
              <h2 className="text-xl font-bold text-brand-900 group-hover:text-brand-700">{course.name}</h2>
              <p className="mt-2 text-sm text-slate-600">{course.summary}</p>
              {course.feeFrom !== undefined && <p className="mt-3 font-bold text-brand-900">{feeFromText(course.feeFrom)}</p>}
              {course.nextStart && <p className="mt-3 text-sm font-semibold text-green-700">Next batch starts {formatDate(course.nextStart)}</p>}
              <p className="mt-3 text-sm font-semibold text-brand-700">{course.duration} · View course →</p>
            </div>
          </a>
        ))}
      </div>
    </>
  );
}
