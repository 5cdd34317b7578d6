import { formAnchor } from "#contracts/form-reply";
import { PhoneIcon, WhatsAppIcon } from "#web/components/icons";
import { useSite } from "#web/lib/site-content";
import { useWhatsappHref } from "#web/lib/whatsapp";

/**
 * A course page's bar along the bottom of a phone's screen (docs/decisions/061):
 * "Book a free demo" (a link to the course form with its demo slots, so it works
 * from the first paint and without JavaScript), WhatsApp with the course named in
 * the message, and the call button. It stands in for the floating buttons on
 * phones and steps aside while a form field has the focus (app.css). It is in
 * the HTML from the first byte and fixed, so nothing on the page moves for it.
 */
export function DemoBar() {
  const site = useSite();
  const whatsappHref = useWhatsappHref();
  return (
    <aside
      aria-label="Book a demo or contact us"
      data-demo-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-slate-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <a
        href={`#${formAnchor("course")}`}
        className="inline-flex min-h-12 min-w-0 flex-1 items-center justify-center whitespace-nowrap rounded-full bg-accent-500 px-3 text-[0.9375rem] font-bold text-brand-900 hover:bg-accent-400"
      >
        Book a free demo
      </a>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="inline-flex min-h-12 items-center gap-1.5 rounded-full bg-[#0e7a40] px-3 text-sm font-semibold text-white hover:bg-[#0b6535]"
      >
        <WhatsAppIcon className="h-5 w-5" />
        WhatsApp
      </a>
      <a
        href={site.phoneHref}
        aria-label={`Call us at ${site.phoneDisplay}`}
        className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-blue-700 text-white hover:bg-blue-800"
      >
        <PhoneIcon className="h-5 w-5" />
      </a>
    </aside>
  );
}
