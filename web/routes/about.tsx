import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/about";
import About from "../pages/about";

// Staff edit the about sections and facilities; the server renders this page from
// what they saved (the seed at build time).
export function loader({ context }: Route.LoaderArgs) {
  const { about, facilities, trainers } = snapshotOf(context);
  return { about, facilities, trainers };
}

// The search texts staff edit with the about sections.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const saved = loaderData?.about.seo;
  return fixedPageMeta("about", matches, saved && { title: saved.title, description: saved.description, keywords: saved.keywords });
};

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <About loaderData={loaderData} />;
}
