import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { fieldErrors, serverFieldErrors } from "./field-errors";
import { notify } from "../../lib/notify";
import { notifyFailure } from "./notify";
import { sendMultipart } from "./upload";

interface SubmitOptions {
  schema: z.ZodType;
  path: string;
  method: "POST" | "PUT";
  success: string;
  failure: string;
  onSaved: () => void;
}

/**
 * State of a placement or review form: text values, the optional photo, field
 * errors and upload progress. Submitting checks the shared schema first, then
 * sends multipart (text fields first, the image last) with progress.
 */
export function useRecordForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const bind = (key: keyof V & string) => ({
    name: key,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(options: SubmitOptions) {
    const parsed = options.schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value.trim());
    if (file) form.append("image", file);
    setProgress(0);
    try {
      await sendMultipart(options.path, options.method, form, setProgress);
      // onSaved closes the form's modal: the toast waits for that and shows on the page.
      options.onSaved();
      notify.success(options.success, { afterClose: true });
    } catch (err) {
      setErrors(serverFieldErrors(err));
      // The modal stays open: the toast shows in it, above its backdrop.
      notifyFailure(options.failure, err);
    } finally {
      setProgress(null);
    }
  }

  /** A new photo replaces the server's verdict on the last one. */
  function chooseFile(next: File | null) {
    setFile(next);
    setErrors(({ image: _refused, ...rest }) => rest);
  }

  return { values, errors, file, setFile: chooseFile, progress, busy: progress !== null, bind, submit, formRef };
}
