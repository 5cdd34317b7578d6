import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/home";
import Home from "../pages/home";

// The 'Why choose us' points are edited by staff; see the course and about routes.
// Videos with their posters are rendered into the page; the build (no database) has none.
export function loader({ context }: Route.LoaderArgs) {
  const { whyChoose, videos } = snapshotOf(context);
  return { whyChoose, videos };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("home", matches);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Home loaderData={loaderData} />;
}
