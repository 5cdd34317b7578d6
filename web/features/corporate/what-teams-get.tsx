import { outlineIcon } from "#web/components/icons";
import { useCourseNav, useSite } from "#web/lib/site-content";

// The right half of the /corporate-training banner: what an HR lead gets, at a
// glance, before reading the page. The figures come from the site's content (the
// course list, the centre's area and hours), so they stay true when staff edit it.

const OfficeIcon = () => (
  <svg {...outlineIcon("h-6 w-6")}>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </svg>
);
const ScreenIcon = () => (
  <svg {...outlineIcon("h-6 w-6")}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4M10 8.5l4 1.5-4 1.5z" />
  </svg>
);
const CentreIcon = () => (
  <svg {...outlineIcon("h-6 w-6")}>
    <path d="M12 3 2 8l10 5 10-5-10-5Z" />
    <path d="M6 10.5V16c0 1.5 2.7 3 6 3s6-1.5 6-3v-5.5" />
  </svg>
);

export function WhatTeamsGet() {
  const site = useSite();
  const programmes = useCourseNav().length;
  const formats = [
    {
      Icon: OfficeIcon,
      title: "At your office",
      text: "Anywhere in Chennai. We bring the trainer, the course plan and the lab exercises.",
    },
    {
      Icon: ScreenIcon,
      title: "Live online",
      text: "Instructor-led sessions for teams spread across cities and shifts.",
    },
    {
      Icon: CentreIcon,
      title: `At our ${site.address.locality} centre`,
      text: "Fully equipped labs with a system for every participant.",
    },
  ];
  return (
    <section aria-labelledby="teams-get" className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm md:p-7">
      <h2 id="teams-get" className="text-lg font-bold text-white">
        What your team gets
      </h2>
      <ul className="mt-4 space-y-4">
        {formats.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-xl bg-accent-500 text-brand-900">
              <Icon />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-white">{title}</span>
              <span className="block text-sm text-slate-200">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid grid-cols-3 gap-2 border-t border-white/20 pt-5 text-center">
        <div className="flex flex-col">
          <dt className="text-xs text-slate-300">Programmes</dt>
          <dd className="order-first text-2xl font-extrabold text-accent-400">{programmes}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-300">Ways to learn</dt>
          <dd className="order-first text-2xl font-extrabold text-accent-400">{formats.length}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-slate-300">Reports</dt>
          <dd className="order-first text-sm leading-8 font-bold text-accent-400">Every module</dd>
        </div>
      </dl>
    </section>
  );
}
