import { PhoneIcon, WhatsAppIcon } from "../../components/icons";
import { useSite } from "../../lib/site-content";

/** WhatsApp chat always; the call button only on small screens (docs/decisions/008). */
export function FloatingActions() {
  const site = useSite();
  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3">
      <a
        href={site.phoneHref}
        className="grid h-14 w-14 place-items-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 md:hidden"
        aria-label={`Call us at ${site.phoneDisplay}`}
      >
        <PhoneIcon className="h-6 w-6" />
      </a>
      <a
        href={site.whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
        className="grid h-14 w-14 place-items-center rounded-full bg-[#128c4b] text-white shadow-lg hover:bg-[#0e7a40]"
        aria-label="Chat with us on WhatsApp"
      >
        <WhatsAppIcon />
      </a>
    </div>
  );
}
