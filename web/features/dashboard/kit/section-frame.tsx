// The frame of a dashboard section: heading, description, its main action and the card below.

interface SectionFrameProps {
  title: string;
  description: string;
  action?: React.ReactNode;
  /** Shown between the heading and the card (e.g. a settings strip). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** Heading, one-line description, the main action, and the table card of a section. */
export function SectionFrame({ title, description, action, aside, children }: SectionFrameProps) {
  return (
    <section aria-labelledby="section-title" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SectionHeading title={title} description={description} />
        {action}
      </div>
      {aside}
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">{children}</div>
    </section>
  );
}

/** A section's title (named by the section's aria-labelledby) and its one-line description. */
export function SectionHeading({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <h1 id="section-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}
