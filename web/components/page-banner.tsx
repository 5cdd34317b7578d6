// The banner at the top of an inner public page: its heading, a subtitle and an optional aside.

interface PageBannerProps {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
  /** Shown beside the heading on wide screens, below it on phones. */
  aside?: React.ReactNode;
  /** Less height: for a page whose own content must start on the first screen (/placements). */
  compact?: boolean;
}

/** The coloured band at the top of inner pages with the page's one h1. */
export function PageBanner({ title, subtitle, children, aside, compact = false }: PageBannerProps) {
  const text = (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1>
      {subtitle && <p className={`${compact ? "mt-2" : "mt-4"} max-w-3xl text-lg text-slate-200`}>{subtitle}</p>}
      {children}
    </>
  );
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-blue-800 text-white">
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${compact ? "py-8 md:py-12" : "py-14 md:py-20"}`}>
        {aside ? (
          <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <div className="min-w-0">{text}</div>
            {aside}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
