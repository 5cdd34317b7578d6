import { BLOG_EXCERPT, BLOG_FEATURED_EXCERPT } from "#contracts/limits";
import { LazyImage } from "#web/components/lazy-image";
import { assetUrl } from "#web/lib/api";
import { ExternalIcon } from "./blog-icons";
import { excerpt } from "./excerpt";
import { postDate } from "./format";
import type { BlogItem } from "#contracts/blog";

/** The title, as a link that opens the article in a new tab (the whole card is clickable). */
function PostTitle({ item, className }: { item: BlogItem; className: string }) {
  if (!item.link) return <span className={className}>{item.title}</span>;
  return (
    <a
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className} after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-500`}
    >
      {item.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function PostDate({ iso }: { iso: string }) {
  const text = postDate(iso);
  if (!text) return null;
  return (
    <time dateTime={iso} className="text-xs font-semibold uppercase tracking-wider text-brand-600">
      {text}
    </time>
  );
}

interface PostShellProps {
  item: BlogItem;
  testId: string;
  /** The card's own hover; the rest of its look is shared. */
  hover: string;
  imageClass: string;
  bodyClass: string;
  /** The words of the 'read' line at the card's foot. */
  readLabel: string;
  children: React.ReactNode;
}

/** The frame every blog card shares: picture on top, the text, and the 'read' line. */
function PostShell({ item, testId, hover, imageClass, bodyClass, readLabel, children }: PostShellProps) {
  return (
    <article
      data-testid={testId}
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition ${hover}`}
    >
      <LazyImage src={assetUrl(item.thumbnail)} alt="" className={imageClass} />
      <div className={bodyClass}>
        {children}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-brand-700 group-hover:underline">
          {readLabel} <ExternalIcon />
        </span>
      </div>
    </article>
  );
}

/** The featured item (index 2) with date, title, image and a 200-character description. */
export function FeaturedPost({ item }: { item: BlogItem }) {
  return (
    <PostShell
      item={item}
      testId="featured-post"
      hover="hover:shadow-lg"
      imageClass="aspect-video w-full bg-brand-50 object-cover md:aspect-[2/1]"
      bodyClass="flex flex-col gap-3 p-6 md:p-8"
      readLabel="Read the article"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-900">Featured</span>
        <PostDate iso={item.pubDate} />
      </div>
      <h2 className="text-2xl leading-snug font-bold text-brand-900 md:text-3xl">
        <PostTitle item={item} className="" />
      </h2>
      <p data-testid="post-description" className="max-w-3xl leading-relaxed text-slate-600 md:text-lg">
        {excerpt(item.description, BLOG_FEATURED_EXCERPT)}
      </p>
    </PostShell>
  );
}

/** Every other item: 150-character description, opens in a new tab. */
export function PostCard({ item }: { item: BlogItem }) {
  return (
    <PostShell
      item={item}
      testId="post-card"
      hover="hover:-translate-y-0.5 hover:shadow-lg"
      imageClass="aspect-video w-full bg-brand-50 object-cover"
      bodyClass="flex flex-1 flex-col gap-2 p-5"
      readLabel="Read more"
    >
      <PostDate iso={item.pubDate} />
      <h3 className="text-lg leading-snug font-bold text-brand-900">
        <PostTitle item={item} className="" />
      </h3>
      <p data-testid="post-description" className="text-sm leading-relaxed text-slate-600">
        {excerpt(item.description, BLOG_EXCERPT)}
      </p>
    </PostShell>
  );
}
