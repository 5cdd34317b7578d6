// The /blog route: meta, and whether this server reads a blog feed, from the snapshot.

import { snapshotOf } from "../lib/live-context";
import { fixedPageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";
import Blog from "../pages/blog";

export const meta: Route.MetaFunction = ({ matches }) => fixedPageMeta("blog", matches);

/** Whether this server reads a blog feed; the build's pre-render (the seed's snapshot says nothing) assumes it does. */
export function loader({ context }: Route.LoaderArgs) {
  return { feed: snapshotOf(context).blogFeed ?? true };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <Blog loaderData={loaderData} />;
}
