// The Blog page: the feed read by our server and the guides beside it (docs/decisions/012).

import { PageBanner } from "../components/page-banner";
import { BlogFeed } from "../features/blog/blog-feed";
import { BlogSidePanel } from "../features/blog/blog-side-panel";
import type { Route } from "../routes/+types/blog";

export default function Blog({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
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
