import { blogGuides } from "../../content/blog";
import { useCourseNav, useSite } from "../../lib/site-content";

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
        <section aria-labelledby="blog-guides-start" className="mt-8">
          <h3 id="blog-guides-start" className="text-lg font-bold text-brand-900">
            {blogGuides.startHeading}
          </h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {starters.map((c) => (
              <li key={c.id}>
                <a href={c.path} className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-600">
                  <span className="block font-bold text-brand-800">{c.name} →</span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600">{c.why}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="blog-guides-next" className="mt-8">
        <h3 id="blog-guides-next" className="text-lg font-bold text-brand-900">
          {blogGuides.nextHeading}
        </h3>
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-brand-50/60 ring-1 ring-brand-100">
          {blogGuides.links.map((l) => (
            <li key={l.to}>
              <a href={l.to} className="block px-5 py-4 transition hover:bg-brand-50">
                <span className="block font-bold text-brand-800">{l.title} →</span>
                <span className="mt-1 block text-sm text-slate-600">{l.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

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
