// The About page's sections (about, vision, mission…), each with its icon, from the page's copy.

import { outlineIcon } from "#web/components/icons";
import type { AboutSection } from "#contracts/content";
import { SectionTitle } from "#web/components/section-heading";

const icons: Record<AboutSection["type"], React.ReactNode> = {
  about: <path d="M3 10.5 12 4l9 6.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />,
  vision: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  mission: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
};

const paragraphs = (text: string) => text.split(/\n{2,}/).filter(Boolean);

/** The section's icon on a rounded tile; `tone` colours the tile for a light or a dark card. */
function SectionIcon({ type, tone }: { type: AboutSection["type"]; tone: string }) {
  return (
    <span className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${tone}`}>
      <svg {...outlineIcon("h-6 w-6", 1.8)}>{icons[type]}</svg>
    </span>
  );
}

/** The about, vision and mission sections of the About page config. */
export function AboutSections({ sections, values }: { sections: AboutSection[]; values: readonly { title: string; text: string }[] }) {
  const about = sections.filter((s) => s.type === "about");
  const others = sections.filter((s) => s.type !== "about");
  return (
    <section aria-label="About us" className="bg-white py-16 md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {about.map((s) => (
          <div key={s.id} className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
            <div>
              <div className="flex items-center gap-4">
                <SectionIcon type={s.type} tone="bg-brand-50 text-brand-700" />
                <SectionTitle>{s.title}</SectionTitle>
              </div>
              <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
                {paragraphs(s.content).map((para) => (
                  <p key={para.slice(0, 24)}>{para}</p>
                ))}
              </div>
            </div>
            <ul className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {values.map((v) => (
                <li key={v.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                  <p className="font-bold text-brand-900">{v.title}</p>
                  <p className="mt-1 text-sm text-slate-600">{v.text}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="mt-14 grid gap-6 md:grid-cols-2">
          {others.map((s) => (
            <article key={s.id} className="relative overflow-hidden rounded-2xl bg-brand-900 p-7 text-white shadow-lg md:p-9">
              <span aria-hidden="true" className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-accent-400/15 blur-2xl" />
              <div className="flex items-center gap-4">
                <SectionIcon type={s.type} tone="bg-white/10 text-accent-400" />
                <h2 className="text-2xl font-bold">{s.title}</h2>
              </div>
              {paragraphs(s.content).map((para) => (
                <p key={para.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-indigo-100">
                  {para}
                </p>
              ))}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
