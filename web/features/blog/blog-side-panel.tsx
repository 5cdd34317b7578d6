import { ExternalIcon, YouTubeIcon } from "./blog-icons";
import { useSite } from "#web/lib/site-content";

/** A side panel with the YouTube channel link and the group companies. */
export function BlogSidePanel() {
  const site = useSite();
  return (
    <aside aria-label="More from us" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
      <section aria-labelledby="blog-youtube-heading" className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm">
        <div className="flex items-center gap-3">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-white text-red-600">
            <YouTubeIcon />
          </span>
          <h2 id="blog-youtube-heading" className="text-lg font-bold">
            Learn with us on YouTube
          </h2>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-200">
          Short lessons, project walkthroughs and student stories from our classrooms, free to watch.
        </p>
        <a
          href={site.youtubeChannel}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-accent-400 px-4 py-2.5 text-sm font-bold text-brand-900 transition hover:bg-accent-500"
        >
          Visit our YouTube channel <ExternalIcon />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </section>

      <section aria-labelledby="blog-group-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="blog-group-heading" className="text-lg font-bold text-brand-900">
          Our group companies
        </h2>
        <ul className="mt-4 space-y-4">
          {site.groupCompanies.map((company) => (
            <li key={company.name} className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-500" />
              <div>
                <p className="font-semibold text-slate-800">{company.name}</p>
                <p className="text-sm text-slate-600">{company.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="blog-courses-heading" className="rounded-2xl bg-brand-50 p-6">
        <h2 id="blog-courses-heading" className="text-lg font-bold text-brand-900">
          Ready to start learning?
        </h2>
        <p className="mt-2 text-sm text-slate-600">Twelve job-oriented courses with live projects and placement support.</p>
        <a href="/courses" className="mt-4 inline-block text-sm font-bold text-brand-700 underline-offset-4 hover:underline">
          Explore our courses →
        </a>
      </section>
    </aside>
  );
}
