/** What opens a modal: the link to its dialog and the click that opens it as a modal (use-form-modal.ts). */
export interface ModalTrigger {
  href: string;
  onClick: (event: React.MouseEvent) => void;
}

/**
 * The button that opens a modal form, as a link to the dialog (`#id`): it works
 * from the first paint and without JavaScript (app.css shows the dialog it
 * names); once the page is live its click opens the modal. It is announced and
 * keyed like a button (Enter and Space).
 */
export function ModalLink({ trigger, className, children }: { trigger: ModalTrigger; className?: string; children: React.ReactNode }) {
  return (
    <a
      href={trigger.href}
      role="button"
      onClick={trigger.onClick}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      className={className}
    >
      {children}
    </a>
  );
}
