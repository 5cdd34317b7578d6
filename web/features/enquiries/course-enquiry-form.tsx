// A course page's enquiry form, with a free demo class to book from the slots the page lists
// (docs/decisions/061).

import { useId, useState } from "react";
import type { DemoSlot } from "#contracts/demo-slots";
import { useFormReply } from "#web/lib/form-reply";
import { DemoSlotChoices } from "./demo-slot-choices";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { FormNotice, HiddenFields, Honeypot, PhoneField, SubmitButton, TextField } from "./fields";
import { type EnquiryValues, useEnquiryForm } from "./use-enquiry-form";

interface CourseEnquiryFormProps {
  courseName: string;
  /** The course's id, for a booked demo's calendar file. */
  courseId: string;
  /** "card": the sticky side form with its 'To Enquiry Us' title; "plain": inside a modal. */
  variant?: "card" | "plain";
  source?: string;
  /** Which form of the course page: the side form, or the 'Apply Now' one. */
  formKey?: "course" | "apply";
  onSubmitted?: () => void;
  /** The demo slots the server listed in the page (docs/decisions/061): the form then offers a free demo class. */
  demoSlots?: DemoSlot[];
}

/** Course enquiry: name, email, phone, sent with the course it came from. */
export function CourseEnquiryForm(props: CourseEnquiryFormProps) {
  // A client-side move to another course page keeps this component mounted:
  // the key starts a fresh form for the new course.
  return <CourseEnquiryFormFor key={props.courseName} {...props} />;
}

function CourseEnquiryFormFor({ courseName, courseId, variant = "card", source, formKey = "course", onSubmitted, demoSlots = [] }: CourseEnquiryFormProps) {
  const empty: EnquiryValues<"course"> = { name: "", email: "", phone: "", course: courseName };
  // The demo is the first choice where there are slots; a plain post answered with messages keeps the visitor's.
  const firstChoice = demoSlots[0]?.at ?? "";
  const replied = useFormReply(formKey)?.values?.demoAt;
  const [demoAt, setDemoAt] = useState(replied ?? firstChoice);
  const f = useEnquiryForm({
    form: "course",
    formKey,
    initial: empty,
    source,
    extra: demoAt ? { demoAt } : undefined,
    onSuccess: () => {
      setDemoAt(firstChoice);
      onSubmitted?.();
    },
  });
  const titleId = useId();

  const form = f.sent ? (
    <EnquiryConfirmation form="course" sent={f.sent} onSendAnother={f.sendAnother} courseId={courseId} />
  ) : (
    <form {...f.formProps} aria-labelledby={variant === "card" ? titleId : undefined} className="relative space-y-4">
      <TextField field={f.bind("name")} label="Name" autoComplete="name" />
      <TextField field={f.bind("email")} label="Email" type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
      <PhoneField field={f.bind("phone")} label="Phone" />
      {demoSlots.length > 0 && <DemoSlotChoices slots={demoSlots} value={demoAt} onChange={setDemoAt} error={f.extraError} />}
      <Honeypot {...f.honeypotProps} />
      <HiddenFields fields={[...f.hiddenFields, ["course", courseName]]} />
      <FormNotice notice={f.notice} />
      <SubmitButton busy={f.busy} busyText="Submitting…">
        {demoSlots.length > 0 ? (
          // Both words are in the HTML; CSS shows the one the checked choice means (app.css), before and after hydration.
          <>
            <span data-if-demo="">Book my free demo</span>
            <span data-if-callback="">Request a call back</span>
          </>
        ) : (
          "Request a call back"
        )}
      </SubmitButton>
    </form>
  );

  if (variant === "plain") return form;
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5">
      <div className="bg-brand-900 px-6 py-4 text-white">
        <h2 id={titleId} className="text-xl font-bold">
          To Enquiry Us
        </h2>
        <p className="mt-0.5 text-sm text-slate-300">
          Ask about <span className="font-semibold text-accent-400">{courseName}</span> batches, fees and placement support.
        </p>
      </div>
      <div className="p-6">{form}</div>
    </section>
  );
}
