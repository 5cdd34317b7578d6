import { PhoneIcon, WhatsAppIcon } from "#web/components/icons";
import { useSite } from "#web/lib/site-content";
import { useWhatsappHref } from "#web/lib/whatsapp";

/**
 * WhatsApp chat always; the call button only on small screens (docs/decisions/008).
 * On phones the two sit side by side in one short row in the bottom-right
 * corner, 48 px each, so they cover as little of the page as possible; the
 * page keeps room for them (the footer's padding and `scroll-padding-bottom`
 * in app.css, which keeps a focused or scrolled-to button clear of them).
 * They are a landmark of their own, "Quick contact", outside the page's main
 * content: every part of a page sits in a landmark, so a screen-reader user
 * can jump to them like to the header or footer (docs/decisions/033).
 */
export function FloatingActions() {
  const site = useSite();
  const whatsappHref = useWhatsappHref();
  return (
    <aside
      aria-label="Quick contact"
      data-testid="floating-actions"
      className="fixed bottom-[max(0.75rem,env(safe-area-inset-bottom))] right-3 z-30 flex flex-row items-end gap-2 md:bottom-4 md:right-4 md:flex-col md:gap-3"
    >
      <a
        href={site.phoneHref}
        className="grid h-12 w-12 place-items-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 md:hidden"
        aria-label={`Call us at ${site.phoneDisplay}`}
      >
        <PhoneIcon className="h-5 w-5" />
      </a>
      <a
        href={whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="grid h-12 w-12 place-items-center rounded-full bg-[#128c4b] text-white shadow-lg hover:bg-[#0e7a40] md:h-14 md:w-14"
        aria-label="Chat with us on WhatsApp"
      >
        <WhatsAppIcon className="h-6 w-6 md:h-7 md:w-7" />
      </a>
    </aside>
  );
}
