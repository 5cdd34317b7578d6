import { PhoneIcon } from "#web/components/icons";
import { ModalLink, type ModalTrigger } from "#web/components/modal-link";

/**
 * The yellow 'Request call back' pill with a phone icon that opens the callback
 * form, on the dark banners and call-outs of the corporate and feedback pages.
 * `shadow` lifts it more on a large panel than on the page banner.
 */
export function CallbackButton({ trigger, shadow }: { trigger: ModalTrigger; shadow: "shadow-sm" | "shadow-md" }) {
  return (
    <ModalLink
      trigger={trigger}
      className={`inline-flex items-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-bold text-brand-900 ${shadow} transition hover:bg-accent-400`}
    >
      <PhoneIcon className="h-5 w-5" />
      Request call back
    </ModalLink>
  );
}
