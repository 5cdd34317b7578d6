import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/student-feedback";
import StudentFeedback from "../pages/student-feedback";

// The videos with their posters are rendered into the page (docs/decisions/018); the build has none.
export function loader({ context }: Route.LoaderArgs) {
  return { videos: snapshotOf(context).videos };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("student-feedback", matches);

export default function StudentFeedbackRoute({ loaderData }: Route.ComponentProps) {
  return <StudentFeedback loaderData={loaderData} />;
}
