/**
 * The placements page's own section heading (amber eyebrow, plain h2): its two
 * sections open alike, and differently from the home page's SectionTitle.
 */
export function PlacementHeading({ id, eyebrow, children }: { id: string; eyebrow: string; children: React.ReactNode }) {
  return (
    <>
      <p className="text-sm font-bold uppercase tracking-wider text-amber-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold text-brand-900 md:text-4xl">
        {children}
      </h2>
    </>
  );
}
