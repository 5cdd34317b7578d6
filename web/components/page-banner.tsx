/** The coloured band at the top of inner pages with the page's one h1. */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle?: string; children?: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-blue-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-3xl text-lg text-slate-200">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
