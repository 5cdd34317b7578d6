import { PageBanner } from "../components/page-banner";
import { siteContentContext } from "../content/live-context";
import { pageSeo } from "../content/pages";
import { BlogFeed } from "../features/blog/blog-feed";
import { BlogSidePanel } from "../features/blog/blog-side-panel";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ ...pageSeo.blog, path: "/blog" }, matches);

/** Whether this server reads a blog feed; the build's pre-render (no snapshot) assumes it does. */
export function loader({ context }: Route.LoaderArgs) {
  return { feed: context.get(siteContentContext)?.blogFeed ?? true };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Blog" subtitle="Career advice, technology explainers and course news from the trainers at our Chennai centre." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <BlogFeed feed={loaderData.feed} />
        <BlogSidePanel />
      </div>
    </>
  );
}
