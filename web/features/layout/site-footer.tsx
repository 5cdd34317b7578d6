// The public site's footer: courses, pages, contact facts and social links from the site facts.

import { MailIcon, MapPinIcon, PhoneIcon } from "#web/components/icons";
import { Logo } from "./logo";
import { navAfter } from "./nav-items";
import { SocialLinks } from "./social-links";
import { useCourseNav, useSite } from "#web/lib/site-content";

export function SiteFooter() {
  const courseNav = useCourseNav();
  const site = useSite();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">
            Practical, job-oriented computer courses in Chennai with live projects, small batches and placement support.
          </p>
          <SocialLinks className="mt-5" />
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Courses</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {courseNav.map((c) => (
              <li key={c.id}>
                <a href={c.path} className="hover:text-white">
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href="/about" className="hover:text-white">
                About us
              </a>
            </li>
            {navAfter.map((item) => (
              <li key={item.to}>
                <a href={item.to} className="hover:text-white">
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/contact" className="hover:text-white">
                Contact Us
              </a>
            </li>
            <li>
              {/* A parent or an employer checks a certificate here (docs/decisions/052, 061). */}
              <a href="/verify" className="hover:text-white">
                Verify a certificate
              </a>
            </li>
            <li>
              {/* Students reach their own page (batch, fees, receipts, certificate) from every page (docs/decisions/068, 071). */}
              <a href="/my" className="hover:text-white">
                Student login
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Visit or call</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
              <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                {site.fullAddress}
              </a>
            </li>
            <li className="pl-7">
              <a href={site.directionsHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-400 hover:text-white">
                Get directions<span className="sr-only"> to {site.name} (opens Google Maps in a new tab)</span>
              </a>
            </li>
            <li className="flex gap-2">
              <PhoneIcon className="h-5 w-5 shrink-0 text-accent-400" />
              <a href={site.phoneHref} className="hover:text-white">
                {site.phoneDisplay}
              </a>
            </li>
            <li className="flex gap-2">
              <MailIcon className="h-5 w-5 shrink-0 text-accent-400" />
              <a href={`mailto:${site.email}`} className="min-w-0 [overflow-wrap:anywhere] hover:text-white lg:whitespace-nowrap" data-testid="footer-email">
                {site.email}
              </a>
            </li>
            <li className="text-slate-400">{site.hours}</li>
          </ul>
        </div>
      </div>
      {/* Room below the last line for the floating WhatsApp and call buttons on phones. */}
      <div className="border-t border-white/10 pb-16 md:pb-0">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6">
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
