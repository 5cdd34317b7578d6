// The blog page's list of guides: links to course pages with a line on each.

import { blogGuides } from "#web/content/blog";
import { useCourseNav, useSite } from "#web/lib/site-content";

interface GuideListProps {
  id: string;
  heading: string;
  links: { href: string; title: string; text: string }[];
  listClass: string;
  linkClass: string;
  textClass: string;
}

/** One group of the guide: a small heading over links, each a bold title with a line on why to go there. */
function GuideList({ id, heading, links, listClass, linkClass, textClass }: GuideListProps) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {heading}
      </h3>
      <ul className={listClass}>
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={linkClass}>
              <span className="block font-bold text-brand-800">{l.title} →</span>
              <span className={textClass}>{l.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /blog without articles to show (no feed on this server, or a feed with none):
 * a short guide to the rest of the site, so the page is never a dead end.
 */
export function BlogGuides() {
  const site = useSite();
  const courseNav = useCourseNav();
  const starters = blogGuides.starterCourses.flatMap((s) => {
    const course = courseNav.find((c) => c.id === s.id);
    return course ? [{ ...course, why: s.why }] : [];
  });
  return (
    <div data-testid="blog-guides">
      <h2 className="text-2xl font-extrabold tracking-tight text-brand-900">{blogGuides.title}</h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-slate-600">{blogGuides.intro}</p>

      {starters.length > 0 && (
        <GuideList
          id="blog-guides-start"
          heading={blogGuides.startHeading}
          links={starters.map((c) => ({ href: c.path, title: c.name, text: c.why }))}
          listClass="mt-4 grid gap-4 sm:grid-cols-2"
          linkClass="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600"
          textClass="mt-1 block text-sm leading-relaxed text-slate-600"
        />
      )}

      <GuideList
        id="blog-guides-next"
        heading={blogGuides.nextHeading}
        links={blogGuides.links.map((l) => ({ href: l.to, title: l.title, text: l.text }))}
        listClass="mt-4 divide-y divide-slate-200 rounded-2xl bg-brand-50/60 ring-1 ring-brand-100"
        linkClass="block px-5 py-4 transition hover:bg-brand-50"
        textClass="mt-1 block text-sm text-slate-600"
      />

      {site.youtubeChannel && (
        <p className="mt-6 text-sm text-slate-600">
          Prefer to watch? Short lessons from our classrooms are on our{" "}
          <a href={site.youtubeChannel} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            YouTube channel<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      )}
    </div>
  );
}
