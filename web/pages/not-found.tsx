// The public 404 page.

export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-amber-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold text-brand-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-3">
        <a href="/" className="rounded-full bg-brand-900 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Go to the home page
        </a>
        <a href="/courses" className="rounded-full px-6 py-3 font-semibold text-brand-900 ring-1 ring-brand-900">
          Browse courses
        </a>
      </div>
    </section>
  );
}
