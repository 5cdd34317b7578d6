import { useEffect, useRef } from "react";
import type { EnquiryForm } from "../../../contracts/enquiry-forms";
import { CheckIcon } from "../../components/icons";
import { useSite } from "../../lib/site-content";
import { type SentValues, confirmationText } from "./confirmation-text";

interface EnquiryConfirmationProps {
  form: EnquiryForm;
  sent: SentValues;
  onSendAnother: () => void;
}

/**
 * Shown in place of a form once its enquiry is stored: what happens next and when
 * we call, beside the 3-second toast. The focus moves to its heading, so keyboard
 * and screen-reader users hear it at once; the block is also a status region.
 */
export function EnquiryConfirmation({ form, sent, onSendAnother }: EnquiryConfirmationProps) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { heading: title, next } = confirmationText(form, sent);
  return (
    <div role="status" data-enquiry-confirmation="" className="rounded-xl bg-green-50 p-5 text-slate-800 ring-1 ring-green-200">
      <span className="grid h-10 w-10 place-items-center rounded-full bg-green-600 text-white" aria-hidden="true">
        <CheckIcon className="h-6 w-6" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-3 text-lg font-bold text-green-900 outline-none">
        {title}
      </h3>
      <p className="mt-2 leading-relaxed">{next}</p>
      <p className="mt-2 text-sm text-slate-600">
        We call during our opening hours: {site.hours}. Need us sooner? Call{" "}
        <a href={site.phoneHref} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
          {site.phoneDisplay}
        </a>
        .
      </p>
      <button
        type="button"
        onClick={onSendAnother}
        className="mt-4 rounded-full border border-green-700 px-5 py-2 text-sm font-semibold text-green-800 transition hover:bg-green-100"
      >
        Send another enquiry
      </button>
    </div>
  );
}
