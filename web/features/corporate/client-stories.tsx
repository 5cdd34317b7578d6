import type { CorporateClients } from "#contracts/content";
import { assetUrl } from "#web/lib/api";

/**
 * Client logos and case studies staff entered (Dashboard → Pages → Corporate
 * clients). With neither, nothing renders: no heading over an empty space.
 */
export function ClientStories({ clients }: { clients: CorporateClients }) {
  const { logos, caseStudies } = clients;
  if (logos.length === 0 && caseStudies.length === 0) return null;
  return (
    <section aria-labelledby="corporate-clients">
      <h2 id="corporate-clients" className="text-2xl font-bold text-brand-900 md:text-3xl">
        Companies that train with us
      </h2>
      {logos.length > 0 && (
        <ul aria-label="Client companies" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {logos.map((c) => {
            const logo = <img src={assetUrl(c.logo)} alt={c.name} loading="lazy" decoding="async" className="max-h-12 w-auto max-w-full object-contain" />;
            return (
              <li key={`${c.name}-${c.logo}`} className="grid h-20 place-items-center rounded-xl border border-slate-200 bg-white p-3">
                {c.url ? (
                  <a href={c.url} target="_blank" rel="noopener noreferrer" className="grid h-full w-full place-items-center">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      )}
      {caseStudies.length > 0 && (
        <ul aria-label="Case studies" className="mt-6 grid gap-4 sm:grid-cols-2">
          {caseStudies.map((s) => (
            <li key={`${s.client}-${s.title}`}>
              <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-xs font-bold uppercase tracking-wider text-brand-600">{s.client}</p>
                <h3 className="mt-1 font-bold text-brand-900">{s.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{s.summary}</p>
                {s.result && <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">{s.result}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
