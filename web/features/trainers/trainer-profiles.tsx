import type { Trainers } from "#contracts/content";
import { assetUrl } from "#web/lib/api";

/** "Priya Raman" → "PR": shown when a trainer has no photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

const experience = (years: number) => (years === 1 ? "1 year of experience" : `${years} years of experience`);

/**
 * The trainers staff entered (Dashboard → Pages → Trainers): on /about all of
 * them, on a course page those who teach it (docs/decisions/061). None entered:
 * the block is not shown at all (docs/decisions/026).
 */
export function TrainerProfiles({ trainers, courseName }: { trainers: Trainers; courseName?: string }) {
  if (trainers.length === 0) return null;
  return (
    <section aria-labelledby="trainers-heading" className="bg-slate-50 py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">Your trainers</p>
          <h2 id="trainers-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-900 md:text-4xl">
            {courseName ? `Who teaches ${courseName}` : "Learn from people who do this work"}
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            {courseName ? "The trainers of this course's batches." : "Meet the trainers who teach our batches."} You can talk to them at a free demo class
            before you join.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {trainers.map((t) => (
            <li key={`${t.name}-${t.role}`}>
              <article className="flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                {t.photo ? (
                  <img
                    src={assetUrl(t.photo)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={72}
                    height={72}
                    className="h-18 w-18 shrink-0 rounded-full object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="grid h-18 w-18 shrink-0 place-items-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
                    {initialsOf(t.name)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="font-bold text-brand-900">{t.name}</h3>
                  <p className="text-sm font-semibold text-brand-600">{t.role}</p>
                  <p className="text-sm text-slate-500">{experience(t.years)}</p>
                  <p className="mt-2 text-sm leading-relaxed text-slate-700">{t.bio}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
