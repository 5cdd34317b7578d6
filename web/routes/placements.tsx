import { COURSE_PARAM } from "#contracts/page-parameters";
import { NO_PLACEMENT_PROOF } from "#contracts/placement-proof";
import { NO_PROOF } from "#contracts/site-snapshot";
import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/placements";
import Placements from "../pages/placements";

// The placement services are edited by staff; see the course and about routes.
// The first page of records comes from the snapshot (docs/decisions/060), of one
// course with `?course=<id>` (a visible course; any other value is the whole list,
// and the server never renders this page for it: contracts/page-parameters.ts).
export function loader({ request, context }: Route.LoaderArgs) {
  const snapshot = snapshotOf(context);
  const proof = snapshot.proof ?? NO_PROOF;
  const asked = new URL(request.url).searchParams.get(COURSE_PARAM);
  const found = snapshot.courses.find((c) => c.id === asked);
  const course = found && { id: found.id, name: found.name };
  // The filter offers the courses that have records, and the one asked for.
  const courses = snapshot.courses
    .filter((c) => c.id === course?.id || (proof.placementsByCourse[c.id]?.total ?? 0) > 0)
    .map((c) => ({ id: c.id, name: c.name }));
  // The ledger's numbers and shown placements, of the course asked for (docs/decisions/097).
  const outcomes = proof.outcomes ?? NO_PLACEMENT_PROOF;
  const mine = <T extends { courseId: string }>(list: T[]) => (course ? list.filter((x) => x.courseId === course.id) : list);
  return {
    services: snapshot.placementServices,
    outcomes: { asOf: outcomes.asOf, courses: mine(outcomes.courses), verified: mine(outcomes.verified) },
    records: course ? (proof.placementsByCourse[course.id] ?? { items: [], total: 0 }) : proof.placements,
    course,
    courses,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("placements", matches);

export default function PlacementsRoute({ loaderData }: Route.ComponentProps) {
  return <Placements loaderData={loaderData} />;
}
