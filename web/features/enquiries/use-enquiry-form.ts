import { useId, useRef, useState } from "react";
import type { z } from "zod";
import {
  ENQUIRY_MESSAGES,
  type EnquiryAnswer,
  type EnquiryForm,
  type FieldError,
  type FormValues,
  HONEYPOT_FIELD,
  enquirySuccessMessage,
  firstIssue,
} from "../../../contracts/enquiry";
import { ApiError, api } from "../../lib/api";
import { notify } from "./notify";

export interface EnquiryFormOptions<S extends z.ZodObject> {
  form: EnquiryForm;
  schema: S;
  initial: FormValues<S>;
  /** SPEC.md section 8: the registration form says '❌ Something went wrong!'. */
  failureMessage?: string;
  /** Where on the site it was sent from, kept with the enquiry for staff. */
  source?: string;
  /**
   * Set inside a modal: validation and failure toasts go to the toaster in the
   * dialog (see modal-toaster.tsx). Success closes the modal, so that toast
   * always goes to the page's toaster.
   */
  toasterId?: string;
  onSuccess?: () => void;
}

/** The props one input needs: value, change handler, ids and error wiring. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errorId: string;
}

/**
 * State and submit flow shared by the four enquiry forms (SPEC.md sections 5
 * and 8, DECISIONS.md D5): check the shared schema in field order, toast and mark
 * the first failure, post to /api/enquiries, then reset on success or keep the
 * visitor's input on failure.
 */
export function useEnquiryForm<S extends z.ZodObject>(options: EnquiryFormOptions<S>) {
  type Key = keyof FormValues<S> & string;
  const { form, schema, initial, failureMessage = ENQUIRY_MESSAGES.failure, source, toasterId } = options;
  const formId = useId();
  const [values, setValues] = useState<FormValues<S>>(initial);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  // A ref as well as state: a double click must not send the enquiry twice.
  const busyRef = useRef(false);

  const fieldId = (name: string) => `${formId}-${name}`;

  function markInvalid(issue: FieldError) {
    setError(issue);
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
        if (error?.field === name) setError(null);
      },
      error: error?.field === name ? error.message : undefined,
      errorId: `${fieldId(name)}-error`,
    };
  }

  function reset() {
    setValues(initial);
    setError(null);
    setHoneypot("");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const issue = firstIssue(schema, values);
    if (issue) {
      notify.error(issue.message, { id: `${formId}-invalid`, toasterId });
      markInvalid(issue);
      return;
    }
    setError(null);
    busyRef.current = true;
    setBusy(true);
    try {
      await api<EnquiryAnswer>("/enquiries", { body: { form, ...values, ...(source ? { source } : {}), [HONEYPOT_FIELD]: honeypot } });
      notify.success(enquirySuccessMessage(form));
      reset();
      options.onSuccess?.();
    } catch (err) {
      console.error("Enquiry submit failed", err);
      const tooMany = err instanceof ApiError && err.status === 429;
      notify.error(failureMessage, { toasterId, description: tooMany ? err.message : undefined });
      // The server checks the same rules; should it name a field, show it there too.
      const fieldErrors = err instanceof ApiError ? (err.body as { errors?: Record<string, string> } | null)?.errors : undefined;
      const [field, message] = Object.entries(fieldErrors ?? {})[0] ?? [];
      if (field && message && field in values) markInvalid({ field, message });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const honeypotProps = { value: honeypot, onChange: setHoneypot };

  return { values, bind, busy, onSubmit, reset, clearError: () => setError(null), honeypotProps };
}
