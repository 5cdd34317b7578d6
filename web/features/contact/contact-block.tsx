// The contact page's block of the institute's address, phones, email and hours, from the site facts staff
// keep.

import { type IconProps, MailIcon, MapPinIcon, outlineIcon, PhoneIcon, WhatsAppIcon } from "#web/components/icons";
import { useSite } from "#web/lib/site-content";
import { useWhatsappHref } from "#web/lib/whatsapp";

const ClockIcon = ({ className }: IconProps) => (
  <svg {...outlineIcon(className)}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </svg>
);

interface ItemProps {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}

function Item({ icon, label, children }: ItemProps) {
  return (
    <li className="flex min-w-0 gap-3">
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white/10 text-accent-400">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-slate-300">{label}</p>
        <div className="mt-0.5 break-words text-white">{children}</div>
      </div>
    </li>
  );
}

const link = "font-semibold underline-offset-4 hover:text-accent-400 hover:underline";

/**
 * The contact block of the home, about and course pages and /contact: phone,
 * WhatsApp, email, address with a map link, and opening hours, all from the
 * saved site facts. The map is a plain link: no third-party request at load.
 */
export function ContactBlock({ title = "Get in touch" }: { title?: string }) {
  const site = useSite();
  const whatsappHref = useWhatsappHref();
  return (
    <section aria-label={title} className="@container rounded-2xl bg-brand-900 p-6 text-white shadow-lg shadow-brand-900/20 md:p-8">
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mt-1 text-sm text-slate-300">Talk to a course counsellor or drop in at our centre.</p>
      <ul className="mt-6 grid gap-5 @xl:grid-cols-2">
        <Item icon={<PhoneIcon />} label="Call us">
          <a href={site.phoneHref} className={link}>
            {site.phoneDisplay}
          </a>
        </Item>
        <Item icon={<WhatsAppIcon className="h-5 w-5" />} label="WhatsApp">
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={link}>
            Chat with us<span className="sr-only"> on WhatsApp (opens in a new tab)</span>
          </a>
        </Item>
        <Item icon={<MailIcon />} label="Email">
          <a href={`mailto:${site.email}`} className={link}>
            {/* A narrow column breaks the address after the @, not mid-word. */}
            {site.email.split("@")[0]}@<wbr />
            {site.email.split("@")[1]}
          </a>
        </Item>
        <Item icon={<ClockIcon />} label="Opening hours">
          {site.hours}
        </Item>
        <Item icon={<MapPinIcon />} label="Visit us">
          <address className="not-italic">{site.fullAddress}</address>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className={`${link} text-accent-400`}>
              Open in Google Maps<span className="sr-only"> (opens in a new tab)</span> →
            </a>
            <a href={site.directionsHref} target="_blank" rel="noopener noreferrer" className={`${link} text-accent-400`}>
              Get directions<span className="sr-only"> (opens Google Maps in a new tab)</span> →
            </a>
          </div>
        </Item>
      </ul>
    </section>
  );
}
