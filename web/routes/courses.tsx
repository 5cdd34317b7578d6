import { courseFeeFrom } from "#contracts/fees";
import { coursePath } from "#contracts/public-paths";
import { snapshotOf } from "../lib/live-context";
import { courseListJsonLd } from "../features/courses/course-json-ld";
import { fixedPageMeta } from "../lib/seo";
import { rootContent } from "../lib/site-content";
import type { Route } from "./+types/courses";
import Courses from "../pages/courses";

// The cards need a few fields of each course, not every course's full copy: the
// loader picks them from the content snapshot and a move here inside the site
// fetches just those.
// `feeFrom` is the figure the card shows as "Fee from ₹…" (contracts/fees.ts).
export function loader({ context }: Route.LoaderArgs) {
  const snapshot = snapshotOf(context);
  return snapshot.courses.map((c) => {
    const batches = snapshot.batches[c.id] ?? [];
    return {
      id: c.id,
      name: c.name,
      path: coursePath(c.id),
      image: c.image,
      summary: c.summary,
      duration: c.duration,
      nextStart: batches[0]?.startDate,
      feeFrom: courseFeeFrom(c, batches),
    };
  });
}

// The course list for search results: the same courses as the cards (docs/decisions/033).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const list = courseListJsonLd(loaderData ?? [], rootContent(matches).site);
  return fixedPageMeta("courses", matches, { jsonLd: list ? [list] : [] });
};

export default function CoursesRoute({ loaderData }: Route.ComponentProps) {
  return <Courses loaderData={loaderData} />;
}
