import { NO_PROOF } from "#contracts/site-snapshot";
import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/student-feedback";
import StudentFeedback from "../pages/student-feedback";

// The videos with their posters and the first page of reviews are rendered into
// the page (docs/decisions/018, 060); the build has none.
export function loader({ context }: Route.LoaderArgs) {
  const { videos, proof = NO_PROOF } = snapshotOf(context);
  return { videos, reviews: proof.reviews };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("student-feedback", matches);

export default function StudentFeedbackRoute({ loaderData }: Route.ComponentProps) {
  return <StudentFeedback loaderData={loaderData} />;
}
