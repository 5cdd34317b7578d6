import { useEffect, useId, useRef, useState } from "react";
import { type EnquiryFormKey, FORM_KEY_FIELD, formAnchor } from "#contracts/form-reply";
import type { ENQUIRY_SCHEMAS, FormValues } from "#contracts/enquiry";
import { ENQUIRY_MESSAGES, type EnquiryForm, type FieldError, HONEYPOT_FIELD, enquirySuccessMessage } from "#contracts/enquiry-forms";
import { ApiError, call } from "#web/lib/api";
import { useFormReply } from "#web/lib/form-reply";
import { notify } from "#web/lib/notify";
import { typedBeforeHydration } from "#web/lib/typed-before-hydration";
import { visitOrigin } from "#web/lib/visit-origin";

/** The text values one form holds, typed from its schema without loading it. */
export type EnquiryValues<F extends EnquiryForm> = FormValues<(typeof ENQUIRY_SCHEMAS)[F]>;

// The schemas (and zod with them, about 25 kB) are fetched when a visitor first
// focuses or submits a form, not with the page: most visitors read and leave,
// and the page's own script stays small on a slow phone (docs/decisions/041).
let rules: Promise<typeof import("#contracts/enquiry")> | undefined;
const loadRules = () =>
  (rules ??= import("#contracts/enquiry").catch((err: unknown) => {
    rules = undefined; // a failed download is tried again on the next submit
    throw err;
  }));

export interface EnquiryFormOptions<F extends EnquiryForm> {
  form: F;
  /** Which form of the page this is: a plain post names it, the server's answer finds it by it. */
  formKey: EnquiryFormKey;
  initial: EnquiryValues<F>;
  /** The registration form says '❌ Something went wrong!' (docs/decisions/008). */
  failureMessage?: string;
  /** Where on the site it was sent from, kept with the enquiry for staff. */
  source?: string;
  /** Fields sent beside the form's own (a booked demo time), checked by the server. */
  extra?: Record<string, string>;
  onSuccess?: () => void;
  /** onSuccess closes the modal the form is in: the toast then waits and shows on the page. */
  closesOnSuccess?: boolean;
}

/** The form's empty values with what a plain post sent back put in, field by field (text only). */
function withReplied<V extends Record<string, string>>(initial: V, replied: Record<string, string> | undefined): V {
  if (!replied) return initial;
  const merged: Record<string, string> = { ...initial };
  for (const name of Object.keys(initial)) if (typeof replied[name] === "string") merged[name] = replied[name];
  return merged as V;
}

/** The props one input needs: value, change handler, ids and error wiring. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * State and submit flow shared by the four enquiry forms (docs/decisions/008
 * and 011): check the shared schema in field order, toast and mark
 * the first failure, post to /api/enquiries, then reset on success or keep the
 * visitor's input on failure. Before hydration the browser posts the form to its
 * own page instead (docs/decisions/042).
 */
export function useEnquiryForm<F extends EnquiryForm>(options: EnquiryFormOptions<F>) {
  type Key = keyof EnquiryValues<F> & string;
  const { form, formKey, initial, failureMessage = ENQUIRY_MESSAGES.failure, source } = options;
  const formId = useId();
  // The server's answer to a plain post of this form (sent before or without
  // JavaScript): its values and messages, or its confirmation. The page was
  // rendered with it, so the hydrated form starts where the HTML stood.
  const reply = useFormReply(formKey);
  const [values, setValues] = useState<EnquiryValues<F>>(() => withReplied(initial, reply?.values));
  /** Each invalid field's message: the first failure in the browser, every one from a plain post. */
  const [errors, setErrors] = useState<Record<string, string>>(() => ({ ...reply?.errors }));
  const [notice, setNotice] = useState(reply?.notice);
  const [busy, setBusy] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  /** What was sent, while the confirmation stands in place of the form. */
  const [sent, setSent] = useState<EnquiryValues<F> | Record<string, string> | null>(reply?.sent ? (reply.demoAt ? { demoAt: reply.demoAt } : {}) : null);
  /** A server message about a field sent beside the form's own (extra). */
  const [extraError, setExtraError] = useState<FieldError | null>(null);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fieldId = (name: string) => `${formId}-${name}`;

  // Text typed into the pre-rendered form before its script arrived is in the
  // inputs, not in this state: take it over once, so it is what gets sent.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values as Record<string, string>);
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }) as EnquiryValues<F>);
    // Once, on mount: later the inputs are controlled by this state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function markInvalid(issue: FieldError) {
    setErrors({ [issue.field]: issue.message });
    // Focus the field so keyboard and screen-reader users land on what to fix;
    // its error text is announced through aria-describedby.
    requestAnimationFrame(() => document.getElementById(fieldId(issue.field))?.focus());
  }

  function bind(name: Key): BoundField {
    return {
      id: fieldId(name),
      name,
      value: values[name],
      onChange: (value: string) => {
        setValues((v) => ({ ...v, [name]: value }));
        if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
      error: errors[name],
    };
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setNotice(undefined);
    setHoneypot("");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref as well as state: a double click must not send the enquiry twice.
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      const { ENQUIRY_SCHEMAS, firstIssue } = await loadRules();
      const issue = firstIssue(ENQUIRY_SCHEMAS[form], values);
      if (issue) {
        notify.error(issue.message, { id: `${formId}-invalid` });
        markInvalid(issue);
        return;
      }
      setErrors({});
      setNotice(undefined);
      setBusy(true);
      setExtraError(null);
      await call("POST /api/enquiries", {
        body: { form, ...values, ...options.extra, ...(source ? { source } : {}), ...visitOrigin(), [HONEYPOT_FIELD]: honeypot },
      });
      // The confirmation repeats what was booked beside the form's own fields (a demo time).
      setSent({ ...values, ...options.extra });
      reset();
      options.onSuccess?.();
      // The confirmation replaces the form. A modal that stays open to show it takes
      // the toast on its own toaster; one that closes passes it to the page's.
      notify.success(enquirySuccessMessage(form), options.closesOnSuccess ? { afterClose: true } : undefined);
    } catch (err) {
      console.error("Enquiry submit failed", err);
      const tooMany = err instanceof ApiError && err.status === 429;
      notify.error(failureMessage, { description: tooMany ? err.message : undefined });
      // The server checks the same rules; should it name a field, show it there too.
      const fieldErrors = err instanceof ApiError ? err.answer.errors : undefined;
      const [field, message] = Object.entries(fieldErrors ?? {})[0] ?? [];
      if (field && message && field in values) markInvalid({ field, message });
      else if (field && message && options.extra && field in options.extra) setExtraError({ field, message });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /**
   * Spread on the <form>: no browser bubbles, our submit, and the rules fetched on
   * first focus. Before the script has arrived (or without JavaScript) it is a
   * plain post to this page, which the server checks, stores and answers the same.
   */
  const formProps = {
    ref: formRef,
    method: "post",
    // Only a fragment: the post goes to the page's own address, query string
    // included, so a plain post keeps the campaign (utm_*) the visitor landed with.
    action: `#${formAnchor(formKey)}`,
    noValidate: true,
    onSubmit,
    onFocus: () => void loadRules().catch(() => undefined),
    "aria-busy": busy || undefined,
  };

  /** What a plain post carries beside the fields: which form, of which kind, from where. */
  const hiddenFields: [string, string][] = [[FORM_KEY_FIELD, formKey], ["form", form], ...(source ? [["source", source] as [string, string]] : [])];

  const honeypotProps = { value: honeypot, onChange: setHoneypot };

  /** Back from the confirmation to the (empty) form, with the focus on its first field. */
  function sendAnother() {
    setSent(null);
    const first = Object.keys(initial)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  }

  return {
    values,
    bind,
    busy,
    formProps,
    hiddenFields,
    notice,
    reset,
    clearError: () => setErrors({}),
    honeypotProps,
    sent,
    sendAnother,
    clearSent: () => setSent(null),
    extraError: extraError ?? (reply?.errors?.demoAt ? { field: "demoAt", message: reply.errors.demoAt } : null),
  };
}
