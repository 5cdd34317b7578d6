import { siteContentContext } from "../content/live-context";
import { whyChoose as seedWhyChoose } from "../content/why-choose";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/home";
import Home from "../pages/home";

// The 'Why choose us' points are edited by staff; see the course and about routes.
export function loader({ context }: Route.LoaderArgs) {
  const live = context.get(siteContentContext);
  // Videos with their posters are rendered into the page; the build (no database) has none.
  return { whyChoose: live?.whyChoose ?? seedWhyChoose, videos: live?.videos ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("home", matches);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <Home loaderData={loaderData} />;
}
