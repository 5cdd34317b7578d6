import { aboutConfig } from "../content/about";
import { facilities } from "../content/facilities";
import { siteContentContext } from "../content/live-context";
import { seedTrainers } from "../content/trainers";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/about";
import About from "../pages/about";

// Staff edit the about sections and facilities; the server renders this page from
// what they saved (the seed files at build time).
export function loader({ context }: Route.LoaderArgs) {
  const snapshot = context.get(siteContentContext);
  return { about: snapshot?.about ?? aboutConfig, facilities: snapshot?.facilities ?? facilities, trainers: snapshot?.trainers ?? seedTrainers };
}

// The search texts staff edit with the about sections (the seed's until then).
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const saved = loaderData?.about.seo;
  return fixedPageMeta("about", matches, saved && { title: saved.title, description: saved.description, keywords: saved.keywords });
};

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <About loaderData={loaderData} />;
}
