import type { Facility } from "#contracts/content";
import { assetUrl } from "#web/lib/api";
import { useSite } from "#web/lib/site-content";

// The institute's trust facts as staff enter them in Site facts (founding year,
// students trained, hiring partners) and the photos of the centre they upload
// under Pages → Facilities (docs/decisions/061). Nothing is shown that staff have
// not filled in: a new site makes no claim (docs/decisions/026).

/** 150000 → "1,50,000" for the whole, positive counts the schema allows (a few bytes, not the general formatter, on the home page's first load). */
export function grouped(count: number): string {
  const digits = String(count);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** The facilities whose picture is an uploaded photo, not one of the site's drawings. */
export const facilityPhotos = (facilities: readonly Facility[]) => facilities.filter((f) => f.image.startsWith("/uploads/"));

export function TrustFacts({ photos = [], className = "" }: { photos?: readonly Facility[]; className?: string }) {
  const site = useSite();
  const facts: [string, string][] = [];
  if (site.foundedYear !== undefined) facts.push([`Since ${site.foundedYear}`, "training students in Chennai"]);
  if (site.studentsTrained !== undefined) facts.push([`${grouped(site.studentsTrained)}+`, "students trained"]);
  if (site.hiringPartners !== undefined) facts.push([grouped(site.hiringPartners), site.hiringPartners === 1 ? "hiring partner" : "hiring partners"]);
  if (facts.length === 0 && photos.length === 0) return null;
  return (
    <section aria-labelledby="trust-heading" data-testid="trust-facts" className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}>
      <h2 id="trust-heading" className="text-2xl font-bold text-brand-900">
        About {site.name}
      </h2>
      {facts.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map(([value, what]) => (
            // The name after the figure on screen, before it for a screen reader.
            <div key={what} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{what}</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Our centre">
          {photos.slice(0, 4).map((f) => (
            <li key={f.name}>
              <figure>
                <img
                  src={assetUrl(f.image)}
                  alt={f.name}
                  loading="lazy"
                  decoding="async"
                  width={320}
                  height={240}
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
                <figcaption className="mt-1 text-sm text-slate-700">{f.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
