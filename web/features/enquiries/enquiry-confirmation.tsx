// What a visitor sees once an enquiry is stored: what they sent, a booked demo with its calendar file, and
// "send another" (docs/decisions/026, 043).

import { useEffect, useRef } from "react";
import { demoCalendarHref, demoTimeText } from "#contracts/demo-calendar";
import type { EnquiryForm } from "#contracts/enquiry-forms";
import { CheckIcon } from "#web/components/icons";
import { useSite } from "#web/lib/site-content";
import { type SentValues, confirmationText } from "./confirmation-text";

interface EnquiryConfirmationProps {
  form: EnquiryForm;
  sent: SentValues;
  onSendAnother: () => void;
  /** The course a booked demo is for (its id), for the calendar file. */
  courseId?: string;
}

/**
 * Shown in place of a form once its enquiry is stored: what happens next and when
 * we call, beside the 3-second toast. The focus moves to its heading, so keyboard
 * and screen-reader users hear it at once; the block is also a status region.
 */
export function EnquiryConfirmation({ form, sent, onSendAnother, courseId }: EnquiryConfirmationProps) {
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
      {sent.demoAt && courseId && <DemoBooking at={sent.demoAt} courseId={courseId} />}
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

/**
 * A booked demo class, repeated where the visitor reads the confirmation: the time
 * in Chennai time (their phone may be set to another zone), the place with a
 * directions link, and the calendar file.
 */
function DemoBooking({ at, courseId }: { at: string; courseId: string }) {
  const site = useSite();
  return (
    <div data-demo-booking="" className="mt-3 rounded-lg bg-white p-4 ring-1 ring-green-200">
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600">When</dt>
        <dd className="font-semibold text-slate-900">{demoTimeText(at)}</dd>
        <dt className="font-semibold text-slate-600">Where</dt>
        <dd>
          {site.name}, {site.fullAddress}.{" "}
          <a href={site.directionsHref} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2">
            Get directions
          </a>
        </dd>
      </dl>
      <a
        href={demoCalendarHref(courseId, at)}
        download
        className="mt-3 inline-flex items-center rounded-full bg-green-700 px-5 py-2 text-sm font-semibold text-white transition hover:bg-green-800"
      >
        Add to calendar
      </a>
    </div>
  );
}
