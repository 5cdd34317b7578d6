// The one look of a public section's heading: an optional small eyebrow line, the
// h2, and an optional lead paragraph. Sections of the home, about, feedback and
// other public pages all open this way, so a change of style happens here once.

const eyebrowClass = "text-sm font-bold uppercase tracking-wider text-brand-600";
const titleClass = "text-3xl font-extrabold tracking-tight text-balance text-brand-900 md:text-4xl";

interface SectionTitleProps {
  /** The h2's id, for the section's aria-labelledby. */
  id?: string;
  eyebrow?: React.ReactNode;
  children: React.ReactNode;
}

/** The eyebrow and the h2 alone, for a column that goes on with its own content. */
export function SectionTitle({ id, eyebrow, children }: SectionTitleProps) {
  return (
    <>
      {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
      <h2 id={id} className={eyebrow ? `mt-2 ${titleClass}` : titleClass}>
        {children}
      </h2>
    </>
  );
}

interface SectionHeadingProps extends SectionTitleProps {
  intro?: React.ReactNode;
  /** The block's width: headings above a grid keep to a readable measure. */
  width?: "max-w-2xl" | "max-w-3xl";
}

/** The eyebrow, the h2 and the lead paragraph in a block of readable width. */
export function SectionHeading({ intro, width = "max-w-2xl", ...title }: SectionHeadingProps) {
  return (
    <div className={width}>
      <SectionTitle {...title} />
      {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
    </div>
  );
}
