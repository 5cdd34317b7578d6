import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, serverFieldErrors, withoutError, zodFieldErrors } from "./form-errors";
import { typedBeforeHydration } from "#web/lib/typed-before-hydration";

// The one form approach of the staff screens and the login pages (docs/decisions/045):
// values as typed, checked with the shared schema in the browser, the messages
// beside their fields (field-error.tsx) with the keyboard on the first one, the
// server's field messages in the same place, and whether anything is unsaved.
// No form library: this is all our forms need. (In lib/forms/, not lib/: files
// directly in lib/ go into the script every public page loads, vite.config.ts.)

/**
 * Where a form sits, told whether it is busy or holds unsaved changes: the
 * dashboard's form modal, which then will not close mid-upload and asks before
 * throwing typing away.
 */
export interface FormHost {
  setBusy: (busy: boolean) => void;
  setDirty: (dirty: boolean) => void;
}

export const FormHostContext = createContext<FormHost | null>(null);

/** A form's messages by field path, and the keyboard taken to the first field that needs fixing each time they are shown. */
export function useFieldErrors(initial: FieldErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === 0) return;
    // A list's own message marks its Add button with data-invalid.
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView?.({ block: "center" });
  }, [shown]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setShown((n) => n + 1);
  }, []);

  /** Clears the message of one field once it is edited. */
  const clearError = useCallback((path: string) => setErrors((e) => withoutError(e, path)), []);

  /** Parses `value` with `schema`; on failure shows the messages and answers null. */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, value: unknown, prefix: (string | number)[] = []): z.infer<S> | null => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      showErrors(zodFieldErrors(parsed.error, prefix));
      return null;
    },
    [showErrors],
  );

  return { formRef, errors, setErrors, showErrors, clearError, check };
}

interface SubmitOptions<V, S extends z.ZodType> {
  schema: S;
  /** What the schema checks; the values as typed when left out. */
  input?: (values: V) => unknown;
  /** What the schema cannot check (the new password typed twice); shown with its messages. */
  also?: (values: V) => FieldErrors;
  /** Sends the checked data. A failure's field messages go by their fields, then onError runs. */
  send: (data: z.infer<S>) => Promise<void>;
  /** After a failed send: the toast, a message above the form. */
  onError?: (err: unknown, fieldErrors: FieldErrors) => void;
  /** When the check found something to fix (some forms toast the first message too). */
  onInvalid?: (fieldErrors: FieldErrors) => void;
}

/**
 * One form of text values: staff records, settings, the login and signup pages.
 * `unsaved` adds what is not a text value (a chosen photo) to "unsaved changes";
 * `errors` are messages to show from the first render.
 */
export function useForm<V extends Record<string, string>>(initial: V | (() => V), { unsaved = false, errors = {} as FieldErrors } = {}) {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState<V>(start);
  const [busy, setBusy] = useState(false);
  // `errors`: the server's messages a page was rendered with (a plain form post's answer).
  const fields = useFieldErrors(errors);
  const { clearError, showErrors } = fields;
  const dirty = unsaved || JSON.stringify(values) !== JSON.stringify(start);

  // Text typed or autofilled into the pre-rendered login and signup pages before their script arrived.
  const { formRef } = fields;
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, values);
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    // Once, on mount: later the inputs are controlled by this state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const host = useContext(FormHostContext);
  useEffect(() => host?.setDirty(dirty), [host, dirty]);
  useEffect(() => host?.setBusy(busy), [host, busy]);

  const set = useCallback(
    <K extends keyof V & string>(key: K, value: V[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      clearError(key);
    },
    [clearError],
  );

  /** name, value and onChange of an input, select or textarea. */
  const bind = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => set(key, e.target.value as V[typeof key]),
  });

  /** Starts again from `next` (or the first values): nothing unsaved, no messages. */
  const reset = useCallback(
    (next?: V) => {
      setStart(() => next ?? start);
      setValues(next ?? start);
      showErrors({});
    },
    [start, showErrors],
  );

  /** The form's onSubmit: check, then send while busy; a failure keeps everything typed. */
  function handleSubmit<S extends z.ZodType>({ schema, input, also, send, onError, onInvalid }: SubmitOptions<V, S>) {
    return async (e?: React.FormEvent) => {
      e?.preventDefault();
      const parsed = schema.safeParse(input ? input(values) : values);
      const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...also?.(values) };
      showErrors(found);
      if (!parsed.success || Object.keys(found).length > 0) return onInvalid?.(found);
      setBusy(true);
      try {
        await send(parsed.data);
      } catch (err) {
        const byField = serverFieldErrors(err);
        showErrors(byField);
        onError?.(err, byField);
      } finally {
        setBusy(false);
      }
    };
  }

  return { ...fields, values, setValues, set, bind, dirty, busy, setBusy, reset, handleSubmit };
}
