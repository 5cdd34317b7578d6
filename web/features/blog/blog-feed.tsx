import { useInViewOnce } from "#web/hooks/use-in-view";
import { BlogGuides } from "./blog-guides";
import { FeaturedPost, PostCard } from "./blog-post-card";
import { useBlog } from "./use-blog";

/** The feed item at index 2 is the featured one (docs/decisions/008). */
export const FEATURED_INDEX = 2;

function Loading() {
  return (
    <div>
      <p role="status" className="flex items-center gap-3 font-medium text-slate-600">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
        Loading blogs with thumbnails…
      </p>
      <div aria-hidden="true" className="mt-6 grid gap-6 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
            <div className="aspect-video animate-pulse bg-slate-100" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-24 animate-pulse rounded bg-slate-100" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-100 bg-brand-50/60 px-6 py-12 text-center">
      <p className="text-xl font-bold text-brand-900">{title}</p>
      <div className="mx-auto mt-2 max-w-md text-slate-600">{children}</div>
    </div>
  );
}

/**
 * The list of articles: loaded once it comes into view (in practice: on arrival).
 * `feed` says whether this server reads a feed at all (the page is rendered with
 * it); without one nothing is asked for and our guide links show at once.
 */
export function BlogFeed({ feed = true }: { feed?: boolean }) {
  const [ref, seen] = useInViewOnce<HTMLElement>();
  const { state, retry } = useBlog(seen && feed);

  if (!feed)
    return (
      <section aria-label="Blog articles" className="min-w-0">
        <BlogGuides />
      </section>
    );

  let body: React.ReactNode;
  if (state.status === "loading") body = <Loading />;
  else if (state.status === "not-configured" || (state.status === "ready" && state.items.length === 0)) body = <BlogGuides />;
  else if (state.status === "error")
    body = (
      <div role="alert">
        <Notice title="We could not load the blog right now.">
          <p>Please try again in a moment.</p>
          <button type="button" onClick={retry} className="mt-5 rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition hover:bg-brand-800">
            Retry
          </button>
        </Notice>
      </div>
    );
  else {
    const featured = state.items[FEATURED_INDEX];
    const others = state.items.filter((_, i) => i !== FEATURED_INDEX);
    body = (
      <div className="space-y-10">
        {featured && <FeaturedPost item={featured} />}
        {others.length > 0 && (
          <div>
            <h2 className="mb-5 text-xl font-bold text-brand-900">{featured ? "More articles" : "Latest articles"}</h2>
            <div className="grid gap-6 sm:grid-cols-2">
              {others.map((item, i) => (
                <PostCard key={`${i}:${item.guid}`} item={item} />
              ))}
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    // While the articles load, the section keeps one fixed height (the skeleton's
    // and the error's alike) so the side panel below it on phones does not jump
    // when the answer comes (layout shift). Without a feed nothing is reserved.
    <section
      ref={ref}
      aria-label="Blog articles"
      aria-busy={state.status === "loading"}
      className={`min-w-0 ${state.status === "loading" || state.status === "error" ? "h-[40rem] overflow-hidden lg:h-auto lg:min-h-[40rem]" : ""}`}
    >
      {body}
    </section>
  );
}
