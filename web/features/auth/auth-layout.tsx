// The frame of the staff login and signup pages: title, subtitle and the link to the other page.

import { Link } from "react-router";
import { useSite } from "#web/lib/site-content";

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: React.ReactNode;
  /** The link to the other staff page (login ↔ signup), after its question. */
  other: { question: string; to: string; label: string };
}

const points = ["Verify new staff accounts", "Publish placement records", "Curate student reviews and videos"];

/** The frame of the staff login and signup pages: brand panel beside a form card. */
export function AuthLayout({ title, subtitle, children, other }: AuthLayoutProps) {
  const site = useSite();
  return (
    <div className="min-h-screen bg-slate-100 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-700/60" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-brand-800" />
        {/* The site loads as its own page, hydrating without the router (docs/decisions/031). */}
        <Link to="/" reloadDocument className="relative flex items-center gap-3 text-lg font-extrabold tracking-tight">
          <BrandMark />
          {site.name}
        </Link>
        <div className="relative">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">Staff area</p>
          <p className="mt-3 max-w-sm text-3xl font-bold leading-tight">Keep the website in step with what happens in class.</p>
          <ul className="mt-8 space-y-3 text-slate-200">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-500" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-slate-400">
          © {site.copyrightYear} {site.name}
        </p>
      </aside>

      <main className="flex min-h-screen flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Link to="/" reloadDocument className="mb-8 flex items-center justify-center gap-3 text-lg font-extrabold tracking-tight text-brand-900 lg:hidden">
            <BrandMark />
            {site.name}
          </Link>
          <div className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-300/40 ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
            <div className="mt-6">{children}</div>
          </div>
          <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
            <p>
              {other.question}{" "}
              <Link to={other.to} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {other.label}
              </Link>
            </p>
            <p>
              <Link to="/" reloadDocument className="font-medium text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline">
                ← Back to the website
              </Link>
            </p>
          </div>
        </div>
      </main>
    </div>
  );
}

function BrandMark() {
  return (
    <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden="true">
      <rect width="40" height="40" rx="10" fill="#312e81" />
      <path d="M12 14h16v3H12zM12 20h10v3H12zM12 26h13v3H12z" fill="#fbbf24" />
      <circle cx="29" cy="24.5" r="3" fill="#60a5fa" />
    </svg>
  );
}
